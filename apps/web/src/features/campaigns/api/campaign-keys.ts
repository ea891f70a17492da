import type { CampaignListFilter, ContactTab } from '@roost/domain';

/** The query keys of the campaigns API; a campaign's own key is refreshed after it changes. */
export const campaignKeys = {
  lists: ['site', 'campaigns'] as const,
  list: (scope: CampaignScope, tab: CampaignListFilter | 'any') => ['site', 'campaigns', scope, tab] as const,
  campaign: (id: string) => ['site', 'campaign', id] as const,
  funnel: (id: string) => ['site', 'campaign', id, 'funnel'] as const,
  /** A campaign's contact lists, one per tab (not under campaign(id), so a refreshed summary leaves them be). */
  contacts: (id: string) => ['site', 'campaign-contacts', id] as const,
  contactTab: (id: string, tab: ContactTab) => ['site', 'campaign-contacts', id, tab] as const,
  templates: ['notifications', 'templates'] as const,
  template: (id: string) => ['notifications', 'template', id] as const,
  paymentConfig: ['payment', 'config'] as const,
  /** Whether the signed-in person may text (make and launch campaigns). */
  textingAccess: ['site', 'campaign', 'texting-access'] as const,
  /** The signed-in person's credit balance (changes when a campaign is archived early or paid with credits). */
  credits: ['payment', 'credits'] as const,
  archiveCredit: (id: string) => ['site', 'campaign', id, 'archive-credit'] as const,
  /** A contact's conversation (message group) and its messages, for the contact panel. */
  messageGroup: (contactId: string) => ['notifications', 'message-group', contactId] as const,
  messages: (groupId: string) => ['notifications', 'messages', groupId] as const,
  /** A conversation's replies held for the contact's allowed hours. */
  queuedReplies: (groupId: string) => ['notifications', 'queued-replies', groupId] as const,
  /** The stored property record of an address key (the same record the address tools read). */
  property: (addressKey: string) => ['home', 'address', addressKey] as const,
};

/** 'mine': the person's own campaigns; 'all': every campaign (admins, /admin/campaigns). */
export type CampaignScope = 'mine' | 'all';

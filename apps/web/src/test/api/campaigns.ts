import {
  authMessages,
  campaignContactsQuerySchema,
  campaignListFilters,
  campaignListQuerySchema,
  campaignMessages,
  campaignStatusMoves,
  campaignUpdateSchema,
  contactStarSchema,
  contactTabs,
  importRowsQuerySchema,
  parseMessagesPerDay,
  type Campaign,
  type CampaignStatus,
} from '@roost/domain';
import type { z } from 'zod';
import { campaignMessageRoutes } from './campaign-messages';
import { campaignState, testMessage, type CampaignOptions, type CampaignState } from './campaign-records';
import { campaignWizardRoutes } from './campaign-wizard';
import { bodyOf, failure, Failure, invalidInput, route } from './reply';

export {
  OUR_NUMBER,
  testCampaign,
  testContact,
  testImportRow,
  testMessage,
  testTemplate,
  type CampaignOptions,
} from './campaign-records';

/** What the list holds when no tab is asked for: the statuses of every tab, as the server lists them. */
const listed: readonly string[] = Object.values(campaignListFilters).flat();

/** The dashboard's and the campaign page's calls: the list, one campaign, its contacts, lead file and changes. */
function campaignRoutes(state: CampaignState) {
  const { campaigns, contacts, forbidden, readOnly } = state;
  const notFound = () => failure('CAMPAIGN_NOT_FOUND', campaignMessages.campaignNotFound);
  /** The campaign a path names: 403 for one the person's roles do not reach, 404 for one they cannot see. */
  const campaignAt = (id: string): Campaign | Failure =>
    forbidden.has(id) ? failure('FORBIDDEN', authMessages.notAllowed) : (campaigns.get(id) ?? notFound());

  /** PUT /campaign/{id}: 404 to whoever may only open it; status only along campaignStatusMoves. */
  function change(campaign: Campaign, { messagesPerDay, ...patch }: z.output<typeof campaignUpdateSchema>) {
    if (readOnly.has(campaign.id)) return notFound();
    if (patch.status !== undefined && patch.status !== campaign.status) {
      const allowed: readonly CampaignStatus[] = campaignStatusMoves[campaign.status] ?? [];
      if (!allowed.includes(patch.status)) {
        const message = `A ${campaign.status} campaign cannot be set to ${patch.status}`;
        return failure('INVALID_INPUT', message, { fields: { status: message } });
      }
    }
    // The server stores texts per day as a number, however it was typed.
    const perDay = messagesPerDay === undefined ? {} : { messagesPerDay: parseMessagesPerDay(messagesPerDay) };
    const updated: Campaign = { ...campaign, ...patch, ...perDay };
    campaigns.set(campaign.id, updated);
    if (patch.status !== 'archived') return updated;
    // Archiving answers the credit it granted (null for none).
    const granted = state.archiveCredits[campaign.id]?.creditCents ?? 0;
    return { ...updated, credit: granted > 0 ? { amountCents: granted, expiresAt: state.credit.expiresAt } : null };
  }

  return [
    route('GET /api/site/campaigns', ({ url }) => {
      const query = campaignListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalidInput(query.error);
      const { status, limit, cursor } = query.data;
      const statuses: readonly string[] = status ? campaignListFilters[status] : listed;
      const matching = [...campaigns.values()].filter((campaign) => statuses.includes(campaign.status));
      const start = Number(cursor ?? 0);
      const nextCursor = start + limit < matching.length ? String(start + limit) : null;
      return { results: matching.slice(start, start + limit), count: matching.length, nextCursor };
    }),
    route('GET /api/site/campaign/texting-access', () => ({ mayText: state.options.mayText ?? true })),
    route('PUT /api/site/campaign/contact/:contactId/star', async ({ request, params }) => {
      const input = await bodyOf(request, contactStarSchema);
      if (input instanceof Failure) return input;
      const index = contacts.findIndex((contact) => contact.id === params.contactId);
      const contact = contacts[index];
      if (!contact || forbidden.has(contact.campaignId)) {
        return failure('CONTACT_NOT_FOUND', campaignMessages.contactNotFound);
      }
      const updated = { ...contact, starred: input.starred };
      contacts[index] = updated;
      const campaign = campaigns.get(contact.campaignId);
      if (campaign && contact.starred !== updated.starred) {
        const totalFavorites = campaign.totalFavorites + (updated.starred ? 1 : -1);
        campaigns.set(campaign.id, { ...campaign, totalFavorites });
      }
      return updated;
    }),
    route('GET /api/site/campaign/:id', ({ params }) => campaignAt(params.id)),
    route('GET /api/site/campaign/:id/funnel', ({ params }) => {
      const campaign = campaignAt(params.id);
      if (campaign instanceof Failure) return campaign;
      const later = state.options.funnels?.[campaign.id] ?? { pageViewed: 0, asked: 0, won: 0 };
      return { sent: campaign.totalSent, delivered: campaign.totalDelivered, clicked: campaign.totalClicks, ...later };
    }),
    route('PUT /api/site/campaign/:id', async ({ request, params }) => {
      const campaign = campaignAt(params.id);
      if (campaign instanceof Failure) return campaign;
      const input = await bodyOf(request, campaignUpdateSchema);
      return input instanceof Failure ? input : change(campaign, input);
    }),
    // By first name (then id), one tab, `limit` after the lastKey's id; lastKey null on the last page.
    route('GET /api/site/campaign/:id/contacts', ({ params, url }) => {
      const campaign = campaignAt(params.id);
      if (campaign instanceof Failure) return campaign;
      const query = campaignContactsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalidInput(query.error);
      const { status, starred } = contactTabs[query.data.status];
      const matching = contacts
        .filter(
          (contact) =>
            contact.campaignId === campaign.id &&
            (status === null || contact.status === status) &&
            (!starred || contact.starred),
        )
        .sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? '') || a.id.localeCompare(b.id));
      const { id: after, limit } = query.data;
      const start = after ? matching.findIndex((contact) => contact.id === after) + 1 : 0;
      const results = matching.slice(start, start + limit);
      const last = results.at(-1);
      const more = start + limit < matching.length;
      return { results, lastKey: more && last ? { id: last.id, campaignId: last.campaignId } : null };
    }),
    route('GET /api/site/campaign/:id/archive-credit', ({ params }) => {
      const campaign = campaignAt(params.id);
      if (campaign instanceof Failure) return campaign;
      const preview = state.archiveCredits[campaign.id] ?? { unsentRecords: 0, creditCents: 0, paidByCaller: false };
      const expiresAt = preview.creditCents > 0 ? state.credit.expiresAt : null;
      return { paidByCaller: true, ...preview, expiresAt };
    }),
    route('GET /api/site/campaign/:id/import', ({ params }) => {
      const campaign = campaignAt(params.id);
      return campaign instanceof Failure ? campaign : { report: state.options.uploads?.[campaign.id] ?? null };
    }),
    route('GET /api/site/campaign/:id/import/rows', ({ params, url }) => {
      const campaign = campaignAt(params.id);
      if (campaign instanceof Failure) return campaign;
      if (!state.options.uploads?.[campaign.id]) {
        return failure('UPLOAD_NOT_FOUND', "This campaign's contacts did not come from an uploaded file");
      }
      const query = importRowsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalidInput(query.error);
      return { results: state.rows.filter((row) => row.group === query.data.group), nextCursor: null };
    }),
  ];
}

/**
 * The campaigns, templates and payment calls of the wizard and dashboard, the campaign page's contacts and status
 * moves, and its contact panel's conversation and property calls, in memory (see CampaignOptions).
 */
export function campaignsApi(options: CampaignOptions = {}) {
  const state = campaignState(options);
  const handlers = [...campaignRoutes(state), ...campaignWizardRoutes(state), ...campaignMessageRoutes(state)];
  return {
    handlers,
    campaign: (id: string) => state.campaigns.get(id),
    templates: () => [...state.templates.values()],
    template: (id: string) => state.templates.get(id),
    contacts: () => state.contacts,
    property: (id: string) => state.properties.get(id),
    /** A text from the contact arrives (as the carrier's webhook would add it): the reply waits again. */
    receive(contactId: string, text: string, at = new Date().toISOString()) {
      const list = state.conversations.get(contactId) ?? [];
      list.push(
        testMessage({ id: `in-${++state.sequence}`, title: 'Contact', message: text, date: at, createdDate: at }),
      );
      state.conversations.set(contactId, list);
      const group = state.groups.get(contactId);
      if (group) state.groups.set(contactId, { ...group, groupStatus: 'NewMessage' });
    },
  };
}

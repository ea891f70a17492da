import {
  inboxQuerySchema,
  inboxTexts,
  messageRecordSchema,
  messageSendSchema,
  messageTexts,
  replyNoticeSettingSchema,
  type CampaignContact,
  type ConversationMessage,
  type InboxConversation,
  type InboxUnread,
} from '@roost/domain';
import { OUR_NUMBER, testContact } from './campaign-records';
import { bodyOf, failure, Failure, invalidInput, route } from './reply';

const AT = '2026-11-20T10:00:00.000Z';

/** GET /api/notifications/inbox/unread: the workspace menu's count of replies waiting (none unless given). */
export const unreadReplies = (unread: InboxUnread = { total: 0, byCampaign: {} }) =>
  route('GET /api/notifications/inbox/unread', () => unread);

/** GET and PUT /api/notifications/reply-notices: the person's switch for e-mails about replies (on unless given). */
export function replyNoticesApi(options: { enabled?: boolean } = {}) {
  const state = { replyNotices: options.enabled ?? true };
  const handlers = [
    route('GET /api/notifications/reply-notices', () => ({ enabled: state.replyNotices })),
    route('PUT /api/notifications/reply-notices', async ({ request }) => {
      const input = await bodyOf(request, replyNoticeSettingSchema);
      if (input instanceof Failure) return input;
      state.replyNotices = input.enabled;
      return { enabled: state.replyNotices };
    }),
  ];
  return { handlers, state };
}

export function testConversation(overrides: Partial<InboxConversation> = {}): InboxConversation {
  return {
    id: 'v1',
    phone: '+19165550101',
    name: 'Maria Lopez',
    state: 'needs-reply',
    unread: 1,
    lastMessage: 'What rate could I get on a 30 year?',
    lastDirection: 'inbound',
    lastActivityAt: AT,
    campaigns: [{ id: 'c1', name: 'Spring Refi' }],
    contactId: 'k1',
    groupId: 'g1',
    claimedBy: null,
    ...overrides,
  };
}

export function testInboxMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  const inbound = (overrides.title ?? 'Contact') === 'Contact';
  return {
    id: 'm1',
    title: 'Contact',
    direction: inbound ? 'inbound' : 'outbound',
    message: 'What rate could I get on a 30 year?',
    toPhoneNumber: inbound ? OUR_NUMBER : '+19165550101',
    fromPhoneNumber: inbound ? '+19165550101' : OUR_NUMBER,
    date: AT,
    createdDate: AT,
    ...overrides,
  };
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The inbox calls in memory: `conversations` newest activity first, `messages` by conversation id, `optedOut` the
 * conversation ids whose number opted out (a send answers 409), `contacts` by conversation id, sent with the thread
 * (a test contact otherwise). A claim of a conversation someone else holds answers 409 naming them.
 */
export function inboxApi(
  options: {
    conversations?: InboxConversation[];
    messages?: Record<string, ConversationMessage[]>;
    optedOut?: string[];
    contacts?: Record<string, CampaignContact>;
    userId?: string;
    userName?: string;
  } = {},
) {
  const conversations = new Map((options.conversations ?? []).map((conversation) => [conversation.id, conversation]));
  const messages = new Map(Object.entries(options.messages ?? {}).map(([id, list]) => [id, [...list]]));
  const optedOut = new Set(options.optedOut ?? []);
  const me = { id: options.userId ?? 'u1', name: options.userName ?? 'Ann Lee' };
  let sequence = 0;

  const ordered = () => [...conversations.values()].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
  const notFound = () => failure('CONVERSATION_NOT_FOUND', inboxTexts.conversationNotFound);
  /** Stores a conversation's new state and answers it. */
  const put = (conversation: InboxConversation) => {
    conversations.set(conversation.id, conversation);
    return conversation;
  };
  const change = (id: string, how: (conversation: InboxConversation) => InboxConversation | Failure) => {
    const conversation = conversations.get(id);
    if (!conversation) return notFound();
    const changed = how(conversation);
    return changed instanceof Failure ? changed : put(changed);
  };

  const handlers = [
    route('GET /api/notifications/inbox', ({ url }) => {
      const query = inboxQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalidInput(query.error);
      const { state: wanted, campaignId, q, cursor, limit } = query.data;
      const matching = ordered().filter(
        (conversation) =>
          (!wanted || conversation.state === wanted) &&
          (!campaignId || conversation.campaigns.some((campaign) => campaign.id === campaignId)) &&
          (!q ||
            conversation.name.toLowerCase().includes(q.toLowerCase()) ||
            (digits(q) !== '' && conversation.phone.includes(digits(q)))),
      );
      const start = Number(cursor ?? 0);
      const nextCursor = start + limit < matching.length ? String(start + limit) : null;
      return { results: matching.slice(start, start + limit), nextCursor };
    }),
    route('GET /api/notifications/inbox/unread', () => {
      const byCampaign: Record<string, number> = {};
      let total = 0;
      for (const conversation of conversations.values()) {
        if (conversation.unread <= 0) continue;
        total += 1;
        for (const campaign of conversation.campaigns) byCampaign[campaign.id] = (byCampaign[campaign.id] ?? 0) + 1;
      }
      return { total, byCampaign };
    }),
    // Reading the thread marks the conversation read.
    route('GET /api/notifications/inbox/:id', ({ params }) => {
      const conversation = conversations.get(params.id);
      if (!conversation) return notFound();
      const read = put({ ...conversation, unread: 0 });
      const contact = options.contacts?.[read.id] ?? testContact({ id: read.contactId, phoneNumber: read.phone });
      return { conversation: read, contact, messages: messages.get(read.id) ?? [] };
    }),
    route('POST /api/notifications/inbox/:id/done', ({ params }) =>
      change(params.id, (conversation) => ({ ...conversation, state: 'done' })),
    ),
    route('POST /api/notifications/inbox/:id/claim', ({ params }) =>
      change(params.id, (conversation) => {
        const holder = conversation.claimedBy;
        if (holder && holder.id !== me.id) {
          return failure('CONVERSATION_CLAIMED', inboxTexts.claimedByOther(holder.name));
        }
        return { ...conversation, claimedBy: me };
      }),
    ),
    route('DELETE /api/notifications/inbox/:id/claim', ({ params }) =>
      change(params.id, (conversation) => ({ ...conversation, claimedBy: null })),
    ),
    // A reply to the conversation's newest campaign text: the conversation then waits for the contact.
    route('POST /api/notifications/message/send', async ({ request }) => {
      const input = await bodyOf(request, messageSendSchema);
      if (input instanceof Failure) return input;
      const conversation = ordered().find((candidate) => candidate.groupId === input.groupId);
      if (!conversation) return failure('CONVERSATION_NOT_FOUND', messageTexts.groupNotFound);
      if (optedOut.has(conversation.id)) return failure('CONTACT_OPTED_OUT', messageTexts.optedOut);
      const id = `SM${++sequence}`;
      const at = new Date(Date.parse(AT) + sequence * 60_000).toISOString();
      const text = input.message.trim();
      const sent = testInboxMessage({ id, title: 'You', message: text, date: at, createdDate: at });
      messages.set(conversation.id, [...(messages.get(conversation.id) ?? []), sent]);
      put({ ...conversation, state: 'waiting', lastMessage: text, lastDirection: 'outbound', lastActivityAt: at });
      return { id, fromPhoneNumber: OUR_NUMBER, toPhoneNumber: conversation.phone };
    }),
    route('POST /api/notifications/message', async ({ request }) => {
      const input = await bodyOf(request, messageRecordSchema);
      return input instanceof Failure ? input : { id: input.messageId };
    }),
  ];

  return {
    handlers,
    /** Someone else takes the conversation on (as another tab or person would, unseen by the page). */
    claimAs(id: string, person: { id: string; name: string }) {
      const conversation = conversations.get(id);
      if (conversation) put({ ...conversation, claimedBy: person });
    },
    /** The person reads the conversation elsewhere (another tab): its unread replies are no longer counted. */
    readElsewhere(id: string) {
      const conversation = conversations.get(id);
      if (conversation) put({ ...conversation, unread: 0 });
    },
  };
}

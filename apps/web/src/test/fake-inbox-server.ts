import {
  inboxQuerySchema,
  inboxTexts,
  messageRecordSchema,
  messageSendSchema,
  messageTexts,
  type CampaignContact,
  type ConversationMessage,
  type InboxConversation,
} from '@roost/domain';
import { testContact } from './fake-campaign-server';
import type { Handler } from './render-app';

const AT = '2026-11-20T10:00:00.000Z';
/** The number the campaigns text from. */
const OUR_NUMBER = '+15305550100';

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

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown = null): Reply => ({ status, body });
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The inbox calls as the server answers them, in memory: `conversations` newest activity first, `messages` by
 * conversation id, `people` the other team members by id (a claim by one of them answers 409 naming them),
 * `optedOut` the conversation ids whose number opted out, `replyNotices` the person's reply e-mail switch;
 * `contacts` by conversation id, sent with the thread (a test contact otherwise).
 */
export function fakeInboxServer(
  options: {
    conversations?: InboxConversation[];
    messages?: Record<string, ConversationMessage[]>;
    optedOut?: string[];
    replyNotices?: boolean;
    contacts?: Record<string, CampaignContact>;
    userId?: string;
    userName?: string;
  } = {},
) {
  const conversations = new Map((options.conversations ?? []).map((conversation) => [conversation.id, conversation]));
  const messages = new Map(Object.entries(options.messages ?? {}).map(([id, list]) => [id, [...list]]));
  const optedOut = new Set(options.optedOut ?? []);
  const me = { id: options.userId ?? 'u1', name: options.userName ?? 'Ann Lee' };
  const state = { replyNotices: options.replyNotices ?? true };
  let sequence = 0;

  const ordered = () => [...conversations.values()].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));

  function list(query: URLSearchParams): Reply {
    const parsed = inboxQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success)
      return reply(400, { code: 'INVALID_INPUT', errorMessage: parsed.error.issues[0]?.message ?? 'Invalid request' });
    const { state: wanted, campaignId, q, cursor, limit } = parsed.data;
    const matching = ordered().filter(
      (conversation) =>
        (!wanted || conversation.state === wanted) &&
        (!campaignId || conversation.campaigns.some((campaign) => campaign.id === campaignId)) &&
        (!q ||
          conversation.name.toLowerCase().includes(q.toLowerCase()) ||
          (digits(q) !== '' && conversation.phone.includes(digits(q)))),
    );
    const start = Number(cursor ?? 0);
    const next = start + limit < matching.length ? String(start + limit) : null;
    return reply(200, { results: matching.slice(start, start + limit), nextCursor: next });
  }

  function unread(): Reply {
    const byCampaign: Record<string, number> = {};
    let total = 0;
    for (const conversation of conversations.values()) {
      if (conversation.unread <= 0) continue;
      total += 1;
      for (const campaign of conversation.campaigns) byCampaign[campaign.id] = (byCampaign[campaign.id] ?? 0) + 1;
    }
    return reply(200, { total, byCampaign });
  }

  const notFound = () => reply(404, { code: 'CONVERSATION_NOT_FOUND', errorMessage: inboxTexts.conversationNotFound });

  function put(conversation: InboxConversation): Reply {
    conversations.set(conversation.id, conversation);
    return reply(200, conversation);
  }

  function claim(conversation: InboxConversation): Reply {
    const holder = conversation.claimedBy;
    if (holder && holder.id !== me.id) {
      return reply(409, { code: 'CONVERSATION_CLAIMED', errorMessage: inboxTexts.claimedByOther(holder.name) });
    }
    return put({ ...conversation, claimedBy: me });
  }

  function send(body: unknown): Reply {
    const parsed = messageSendSchema.safeParse(body);
    if (!parsed.success)
      return reply(400, { code: 'INVALID_INPUT', errorMessage: parsed.error.issues[0]?.message ?? 'Invalid request' });
    const conversation = ordered().find((candidate) => candidate.groupId === parsed.data.groupId);
    if (!conversation) return reply(404, { code: 'NOT_FOUND', errorMessage: messageTexts.groupNotFound });
    if (optedOut.has(conversation.id))
      return reply(409, { code: 'CONTACT_OPTED_OUT', errorMessage: messageTexts.optedOut });
    const id = `SM${++sequence}`;
    const at = new Date(Date.parse(AT) + sequence * 60_000).toISOString();
    const text = parsed.data.message.trim();
    const sent = testInboxMessage({ id, title: 'You', message: text, date: at, createdDate: at });
    messages.set(conversation.id, [...(messages.get(conversation.id) ?? []), sent]);
    put({ ...conversation, state: 'waiting', lastMessage: text, lastDirection: 'outbound', lastActivityAt: at });
    return reply(200, { id, fromPhoneNumber: OUR_NUMBER, toPhoneNumber: conversation.phone });
  }

  /** Someone else takes the conversation on (as another tab or person would, unseen by the page). */
  function claimAs(id: string, person: { id: string; name: string }) {
    const conversation = conversations.get(id);
    if (conversation) conversations.set(id, { ...conversation, claimedBy: person });
  }

  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === '/api/notifications/inbox' && method === 'GET') return list(searchParams);
    if (pathname === '/api/notifications/inbox/unread' && method === 'GET') return unread();
    if (pathname === '/api/notifications/reply-notices') {
      if (method === 'PUT') state.replyNotices = (body as { enabled: boolean }).enabled;
      return reply(200, { enabled: state.replyNotices });
    }
    if (pathname === '/api/notifications/message/send' && method === 'POST') return send(body);
    if (pathname === '/api/notifications/message' && method === 'POST') {
      const parsed = messageRecordSchema.safeParse(body);
      return parsed.success
        ? reply(200, { id: parsed.data.messageId })
        : reply(400, { code: 'INVALID_INPUT', errorMessage: 'Invalid' });
    }
    const match = /^\/api\/notifications\/inbox\/([^/]+)(?:\/(done|claim))?$/.exec(pathname);
    if (!match) return undefined;
    const conversation = conversations.get(decodeURIComponent(match[1] ?? ''));
    if (!conversation) return notFound();
    const action = match[2];
    if (!action && method === 'GET') {
      const read = { ...conversation, unread: 0 };
      conversations.set(read.id, read);
      const contact = options.contacts?.[read.id] ?? testContact({ id: read.contactId, phoneNumber: read.phone });
      return reply(200, { conversation: read, contact, messages: messages.get(read.id) ?? [] });
    }
    if (action === 'done' && method === 'POST') return put({ ...conversation, state: 'done' });
    if (action === 'claim' && method === 'POST') return claim(conversation);
    if (action === 'claim' && method === 'DELETE') return put({ ...conversation, claimedBy: null });
    return undefined;
  };

  return { handle, conversations, messages, state, claimAs };
}

import { z } from 'zod';
import { recordId } from '../teams';
import { campaignContactSchema } from './campaign';
import { messageSchema } from './messages';

/**
 * A conversation of the loan officer's inbox: one per phone number per organization, whatever campaigns texted
 * it. 'needs-reply': the person wrote last and nobody answered; 'waiting': the team wrote last; 'done': someone
 * marked it done (a new reply opens it again).
 */
export const conversationStates = ['needs-reply', 'waiting', 'done'] as const;
export type ConversationState = (typeof conversationStates)[number];

export const inboxConversationSchema = z.object({
  id: z.string(),
  /** E.164 */
  phone: z.string(),
  /** The contact's name as the newest campaign that texted the number has it ('' when it has none). */
  name: z.string(),
  state: z.enum(conversationStates),
  /** Replies nobody has read yet. */
  unread: z.number().int(),
  lastMessage: z.string(),
  lastDirection: z.enum(['inbound', 'outbound']),
  lastActivityAt: z.string(),
  /** The campaigns (of those the caller may open) that texted the number, newest first. */
  campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The newest of those campaigns' contact and message group: where a reply from the inbox goes. */
  contactId: z.string(),
  groupId: z.string(),
  /** Who took the conversation on, if anyone. */
  claimedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const INBOX_SEARCH_MAX = 100;
/** A page of the inbox: a screen or two of conversations on a desk. */
export const INBOX_PAGE_SIZE = 25;
export const inboxTexts = {
  conversationNotFound: 'Conversation not found',
  searchTooLong: `Search for at most ${INBOX_SEARCH_MAX} characters`,
  claimedByOther: (name: string) => `${name} has this conversation`,
} as const;

/** GET /inbox: newest activity first, a page at a time. */
export const inboxQuerySchema = z.object({
  state: z.enum(conversationStates).optional(),
  campaignId: recordId('Campaign').optional(),
  /** A name or part of a phone number. */
  q: z.string().trim().max(INBOX_SEARCH_MAX, { error: inboxTexts.searchTooLong }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxPageSchema = z.object({
  results: z.array(inboxConversationSchema),
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /inbox/unread: conversations with unread replies in all, and unread conversations per campaign. */
export const inboxUnreadSchema = z.object({
  total: z.number().int(),
  byCampaign: z.record(z.string(), z.number().int()),
});
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;

/** GET and PUT /reply-notices: whether the person is e-mailed when a contact replies. */
export const replyNoticeSettingSchema = z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) });
export type ReplyNoticeSetting = z.infer<typeof replyNoticeSettingSchema>;

/**
 * GET /inbox/{id}: the conversation, the newest campaign's contact (its address gives the property figures) and
 * every message, oldest first (each campaign's text included).
 */
export const inboxThreadSchema = z.object({
  conversation: inboxConversationSchema,
  contact: campaignContactSchema,
  messages: z.array(messageSchema),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

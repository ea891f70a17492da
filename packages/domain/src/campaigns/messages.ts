import { z } from 'zod';
import { recordId } from '../teams';
import { formatNumber } from '../number-text';

/** The spec's message group: one conversation per campaign contact (groupStatus NewMessage or Read). */
export const messageGroupSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  campaignId: z.string(),
  toPhoneNumber: z.string(),
  fromPhoneNumber: z.string(),
  groupStatus: z.enum(['NewMessage', 'Read']),
});
export type MessageGroup = z.infer<typeof messageGroupSchema>;

/**
 * One message of a conversation, oldest first: the campaign's text, the contact's replies and the answers.
 * title says who wrote it: 'Campaign', 'Contact', 'You' (the loan officer's team) or 'Automatic reply'.
 */
export const messageSchema = z.object({
  id: z.string(),
  title: z.enum(['Campaign', 'Contact', 'You', 'Automatic reply']),
  direction: z.enum(['inbound', 'outbound']),
  message: z.string(),
  toPhoneNumber: z.string(),
  fromPhoneNumber: z.string(),
  date: z.string(),
  createdDate: z.string(),
});
export type ConversationMessage = z.infer<typeof messageSchema>;
export const messageListSchema = z.object({ results: z.array(messageSchema) });

export const MAX_MESSAGE_CHARS = 1_600;
export const messageTexts = {
  groupNotFound: 'Conversation not found',
  messageRequired: 'Type a message',
  messageTooLong: `A message holds at most ${formatNumber(MAX_MESSAGE_CHARS)} characters`,
  optedOut: 'This number opted out of texts: it cannot be texted',
  notSent: 'The message could not be sent; try again',
  messageNotFound: 'Message not found',
  noCarrier: 'Texting is not set up on this server yet',
} as const;

const messageText = z
  .string({ error: messageTexts.messageRequired })
  .trim()
  .min(1, { error: messageTexts.messageRequired })
  .max(MAX_MESSAGE_CHARS, { error: messageTexts.messageTooLong });

/** POST /message/send: a text from the loan officer's team to the contact of a conversation. */
export const messageSendSchema = z.object({
  groupId: recordId('Conversation'),
  message: messageText,
  /** The spec's fields, kept for its callers; the server reads the numbers from the conversation. */
  toPhoneNumber: z.string().max(32).optional(),
  fromPhoneNumber: z.string().max(32).optional(),
  user: z.unknown().optional(),
});
export type MessageSend = z.input<typeof messageSendSchema>;
export const messageSendReplySchema = z.object({
  id: z.string(),
  fromPhoneNumber: z.string(),
  toPhoneNumber: z.string(),
});

/** POST /message: the spec's call after /message/send; the server already keeps what it sent, so this
 * confirms the message is in the conversation (by the carrier's message id) and returns its id. */
export const messageRecordSchema = z.object({
  groupId: recordId('Conversation'),
  messageId: recordId('Message'),
  fromPhoneNumber: z.string().max(32).optional(),
  toPhoneNumber: z.string().max(32).optional(),
  message: z.string().max(MAX_MESSAGE_CHARS).optional(),
});
export const messageRecordReplySchema = z.object({ id: z.string() });

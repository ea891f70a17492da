import { z } from 'zod';
import { recordId } from '../teams';
import { messageSendSchema } from './messages';

/**
 * A loan officer's reply held until the recipient's allowed hours open (8am-9pm their time, or their
 * state's stricter window). It goes once at `sendAt` unless cancelled first, or unless the number opts out
 * meanwhile ('cancelled' with reason 'opted-out').
 */
export const queuedReplyStatuses = ['queued', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type QueuedReplyStatus = (typeof queuedReplyStatuses)[number];

export const queuedReplySchema = z.object({
  id: z.string(),
  groupId: z.string(),
  message: z.string(),
  /** When it goes (or went): the opening of the recipient's allowed hours. */
  sendAt: z.string(),
  /** The recipient's IANA zone, to show the time in theirs; null when it is not known. */
  timeZone: z.string().nullable(),
  status: z.enum(queuedReplyStatuses),
  /** Why a cancelled or failed reply did not go: 'cancelled', 'opted-out', 'not-sent'. */
  reason: z.string().nullable(),
  createdDate: z.string(),
});
export type QueuedReply = z.infer<typeof queuedReplySchema>;

/** POST /message/schedule: the same body as /message/send; it goes when the recipient's hours open. */
export const messageScheduleSchema = messageSendSchema;
export const messageScheduleReplySchema = z.object({ id: z.string(), sendAt: z.string() });

/** GET /message/scheduled?groupId=: a conversation's replies still queued or going, soonest first. */
export const queuedReplyListQuerySchema = z.object({ groupId: recordId('Conversation') });
export const queuedReplyListSchema = z.object({ results: z.array(queuedReplySchema) });

export const queuedReplyTexts = {
  notFound: 'Queued reply not found',
  alreadySent: 'This reply has gone already: it can no longer be cancelled',
  sending: 'This reply is being sent right now: it can no longer be cancelled',
} as const;

import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { sandboxTexts } from '../tables';
import type { Carrier, DeliveryStatus } from './carrier';

const E164 = /^\+[1-9]\d{7,14}$/;

/** A message id shaped like Twilio's: SM and 32 hex digits. */
export const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

/**
 * The offline carrier of development, demo and tests: a text "sent" is a row of sandbox_texts, which the
 * virtual phone (/dev/phone) shows under the recipient's number. It answers like a carrier: a number that
 * is not E.164 is refused with Twilio's code 21211, an accepted text has a message id and starts queued.
 */
export function sandboxCarrier(db: Db, options: { from: string; now?: () => Date }): Carrier {
  const now = options.now ?? (() => new Date());
  return {
    name: 'sandbox',
    async send(text) {
      if (!E164.test(text.to)) {
        return { kind: 'refused', code: 21211, reason: `Invalid 'To' Phone Number: ${text.to}`, retryable: false };
      }
      const id = messageSid();
      await db.insert(sandboxTexts).values({
        id,
        to: text.to,
        from: options.from,
        body: text.body,
        direction: 'outbound',
        status: 'queued',
        createdDate: now(),
      });
      return { kind: 'accepted', messageId: id, status: 'queued' };
    },
    async find(text) {
      const [found] = await db
        .select({ id: sandboxTexts.id, status: sandboxTexts.status })
        .from(sandboxTexts)
        .where(
          and(
            eq(sandboxTexts.to, text.to),
            eq(sandboxTexts.body, text.body),
            eq(sandboxTexts.direction, 'outbound'),
            gte(sandboxTexts.createdDate, text.since),
          ),
        )
        .orderBy(desc(sandboxTexts.createdDate))
        .limit(1);
      return found ? { messageId: found.id, status: found.status as DeliveryStatus } : undefined;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types';
import { sandboxTexts } from '../tables';
import { statusRank, type Carrier, type DeliveryReport, type DeliveryStatus } from './carrier';

const E164 = /^\+[1-9]\d{7,14}$/;

/** A message id shaped like Twilio's: SM and 32 hex digits. */
export const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

/**
 * Twilio's magic "To" numbers of its test credentials, refused at send with Twilio's codes: invalid
 * (21211), cannot route (21612), no permission for the destination (21408), blocked for the account, as
 * after a STOP at the carrier (21610), not able to receive texts (21614).
 */
const REFUSED: Readonly<Record<string, { code: number; reason: string }>> = {
  '+15005550001': { code: 21211, reason: "Invalid 'To' Phone Number" },
  '+15005550002': { code: 21612, reason: 'The To phone number is not currently reachable' },
  '+15005550003': { code: 21408, reason: 'Permission to send an SMS has not been enabled for the region' },
  '+15005550004': { code: 21610, reason: 'Attempt to send to unsubscribed recipient' },
  '+15005550009': { code: 21614, reason: "'To' number is not a valid mobile number" },
};

/**
 * The sandbox's own numbers that are taken, then come back undelivered as a real carrier's do: +1 500 3CC
 * xxxx gets error 300CC, for CC = 03 (unreachable), 05 (unknown number), 06 (landline) and 07 (filtered as
 * spam). Twilio's test credentials never call back, so these exist only here.
 */
const UNDELIVERED = /^\+15003(0[3567])\d{4}$/;

/** How a sandbox text moves: queued when taken, sent a second later, final three seconds after it was taken. */
export const SANDBOX_SENT_AFTER_MS = 1_000;
export const SANDBOX_FINAL_AFTER_MS = 3_000;
/** Texts moved per poll; the rest move on the next one. */
const POLL_BATCH = 2_000;

/** What the sandbox's carrier would say of a text to `to` this long after it was taken. */
function statusAt(to: string, ageMs: number): { status: DeliveryStatus; errorCode?: number } {
  if (ageMs < SANDBOX_SENT_AFTER_MS) return { status: 'queued' };
  if (ageMs < SANDBOX_FINAL_AFTER_MS) return { status: 'sent' };
  const undelivered = UNDELIVERED.exec(to);
  return undelivered ? { status: 'undelivered', errorCode: Number(`300${undelivered[1]}`) } : { status: 'delivered' };
}

/**
 * The offline carrier of development, demo and tests: a text "sent" is a row of sandbox_texts, which the
 * virtual phone (/dev/phone) shows under the recipient's number. It answers like a carrier: a number that
 * is not E.164 is refused with Twilio's code 21211 (so are Twilio's magic test numbers, with theirs), an
 * accepted text has a message id, starts queued and moves to sent and delivered (or undelivered) over a few
 * seconds, reported by pollDeliveries as a carrier's status callbacks would be.
 */
export function sandboxCarrier(db: Db, options: { from: string; now?: () => Date }): Carrier {
  const now = options.now ?? (() => new Date());
  return {
    name: 'sandbox',
    async send(text) {
      if (!E164.test(text.to)) {
        return { kind: 'refused', code: 21211, reason: `Invalid 'To' Phone Number: ${text.to}`, retryable: false };
      }
      const refused = REFUSED[text.to];
      if (refused) return { kind: 'refused', code: refused.code, reason: refused.reason, retryable: false };
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
    async pollDeliveries(at) {
      const due = await db
        .select({ id: sandboxTexts.id, to: sandboxTexts.to, status: sandboxTexts.status, at: sandboxTexts.createdDate })
        .from(sandboxTexts)
        .where(
          and(
            eq(sandboxTexts.direction, 'outbound'),
            inArray(sandboxTexts.status, ['queued', 'sent']),
            lte(sandboxTexts.createdDate, new Date(at.getTime() - SANDBOX_SENT_AFTER_MS)),
          ),
        )
        .orderBy(asc(sandboxTexts.createdDate))
        .limit(POLL_BATCH);
      // Reported, not yet moved: the sandbox's status changes once the ledger has them (deliveriesRecorded).
      return due
        .map((text) => ({
          from: text.status as DeliveryStatus,
          id: text.id,
          ...statusAt(text.to, at.getTime() - text.at.getTime()),
        }))
        .filter((move) => statusRank(move.status) > statusRank(move.from))
        .map(({ id, status, errorCode }): DeliveryReport => ({ messageId: id, status, errorCode }));
    },
    async deliveriesRecorded(reports) {
      if (reports.length === 0) return;
      const moves = reports.map((report) => ({ id: report.messageId, status: report.status }));
      // Forward only (queued -> sent -> final): of two processes recording the same change, the second changes nothing.
      await db.execute(
        sql`update ${sandboxTexts} set status = m.status
            from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as m(id text, status text)
            where ${sandboxTexts.id} = m.id
              and (${sandboxTexts.status} = 'queued' or (${sandboxTexts.status} = 'sent' and m.status <> 'sent'))`,
      );
    },
  };
}

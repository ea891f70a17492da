import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types';
import { senderRates } from '../tables';

/**
 * A sender's pace: `perSecond` texts a second on average, at most `size` at once. Kept in the database, so every
 * sending process takes from the same bucket and together they never outrun the carrier's rate for the sender (a
 * 10DLC number's throughput, a Messaging Service's pool).
 */
export interface SenderRate {
  sender: string;
  perSecond: number;
  size: number;
}

/** How long a burst may be: texts go in small steps (the sender ticks sooner while paced), never a long burst. */
const BURST_SECONDS = 1;

export function senderRate(sender: string, perSecond: number, burstSeconds = BURST_SECONDS): SenderRate {
  if (!(perSecond > 0)) throw new RangeError('A sender rate needs a positive rate');
  return { sender, perSecond, size: Math.max(1, perSecond * burstSeconds) };
}

/**
 * Takes up to `wanted` texts from the sender's bucket and answers how many it gave. One UPDATE refills the bucket for
 * the time since its last take and takes in the same step, so senders in several processes, each waiting its turn on
 * the row's lock, can never both spend the same token. The time is the database's own clock, the one every process
 * shares (processes' clocks drift apart, and a texting clock started per process is seconds apart from another's);
 * `at` sets it instead, for tests. A time behind the bucket's refills nothing.
 */
export async function takeFromSenderRate(db: Db, rate: SenderRate, wanted: number, at?: Date): Promise<number> {
  if (wanted <= 0) return 0;
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  await db
    .insert(senderRates)
    .values({ sender: rate.sender, tokens: rate.size, updatedAt: sql`${now}` })
    .onConflictDoNothing({ target: senderRates.sender });
  const available = sql`least(${rate.size}::float8, ${senderRates.tokens} + ${rate.perSecond}::float8 *
    greatest(0, extract(epoch from (${now} - ${senderRates.updatedAt})))::float8)`;
  const given = sql`least(${wanted}::int, floor(${available})::int)`;
  const [row] = await db
    .update(senderRates)
    .set({
      granted: given,
      tokens: sql`${available} - ${given}`,
      updatedAt: sql`greatest(${senderRates.updatedAt}, ${now})`,
    })
    .where(sql`${senderRates.sender} = ${rate.sender}`)
    .returning({ granted: senderRates.granted });
  return row?.granted ?? 0;
}

/** Puts back texts taken but not sent (the rows were not due, or were skipped), up to the bucket's size. */
export async function returnToSenderRate(db: Db, rate: SenderRate, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .update(senderRates)
    .set({ tokens: sql`least(${rate.size}::float8, ${senderRates.tokens} + ${count}::float8)` })
    .where(sql`${senderRates.sender} = ${rate.sender}`);
}

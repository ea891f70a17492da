import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { campaignSends } from './tables';

/** A ledger row's status while its text counts against the frequency limit (`unknown`: most likely sent). */
const COUNTING = ['sending', 'sent', 'unknown'];

/**
 * The number is one of `phones`: one parameter however many (an upload may have 100,000), as an array so the
 * planner probes campaign_sends_frequency_idx (scope, phone, counted_at) per number instead of reading the
 * scope's whole week (checked with EXPLAIN ANALYZE on 200,000 rows: an index scan, well under a millisecond).
 */
const phoneAmong = (phones: readonly string[]) =>
  sql`${campaignSends.phone} = any(array(select jsonb_array_elements_text(${JSON.stringify([...new Set(phones)])}::jsonb)))`;

/**
 * Holds, until the transaction ends, one advisory lock per scope and number. Taken in one statement in sorted
 * order, so two senders locking overlapping numbers queue instead of deadlocking.
 */
export async function lockScopePhones(tx: Tx, scope: string, phones: readonly string[]): Promise<void> {
  const keys = [...new Set(phones)].map((phone) => `text-frequency|${scope}|${phone}`).sort();
  if (keys.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0))
    from (select k from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k order by k) as sorted`);
}

/** The scope's texts to these numbers that count against its limit since `since`. */
const countingSince = (scope: string, phones: readonly string[], since: Date) =>
  and(
    eq(campaignSends.frequencyScope, scope),
    phoneAmong(phones),
    gt(campaignSends.countedAt, since),
    inArray(campaignSends.status, COUNTING),
  );

/** When the scope's texts to these numbers counted, since `since` (the rows `exceptIds` left out). */
export function countedTexts(
  db: Db | Tx,
  scope: string,
  phones: readonly string[],
  since: Date,
  exceptIds: readonly string[],
): Promise<{ phone: string; countedAt: Date | null }[]> {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .select({ phone: campaignSends.phone, countedAt: campaignSends.countedAt })
    .from(campaignSends)
    .where(
      and(
        countingSince(scope, phones, since),
        exceptIds.length > 0 ? notInArray(campaignSends.id, [...exceptIds]) : undefined,
      ),
    );
}

/** Records that claimed rows passed the check: from now on they count against the scope's limit. */
export async function markCounted(tx: Tx, scope: string, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(campaignSends)
    .set({ frequencyScope: scope, countedAt: at })
    .where(and(inArray(campaignSends.id, [...ids]), eq(campaignSends.status, 'sending')));
}

/** Per campaign, the distinct numbers among `phones` its texts counted for in the scope since `since`. */
export function recentTextsByCampaign(
  db: Db,
  scope: string,
  phones: readonly string[],
  since: Date,
): Promise<{ campaignId: string; phone: string }[]> {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ campaignId: campaignSends.campaignId, phone: campaignSends.phone })
    .from(campaignSends)
    .where(countingSince(scope, phones, since));
}

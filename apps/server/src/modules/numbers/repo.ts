import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { numberChecks } from './tables';

export type NumberCheckRow = typeof numberChecks.$inferSelect;
export type CheckKind = 'line-type' | 'reassigned';

/**
 * The answers of one kind from this provider still valid at `now` for these numbers (any `since`; the caller
 * picks). Another provider's answers (the sandbox's, before a switch to the real one) are not used.
 */
export function freshChecks(
  db: Db,
  kind: CheckKind,
  source: string,
  phones: readonly string[],
  now: Date,
): Promise<NumberCheckRow[]> {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(numberChecks)
    .where(
      and(
        eq(numberChecks.kind, kind),
        eq(numberChecks.source, source),
        inArray(numberChecks.phone, [...phones]),
        gt(numberChecks.expiresAt, now),
      ),
    );
}

/** Keeps new answers, replacing older ones for the same number (and consent date). */
export async function storeChecks(db: Db, rows: readonly NumberCheckRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(numberChecks)
    .values([...rows])
    .onConflictDoUpdate({
      target: [numberChecks.kind, numberChecks.phone, numberChecks.since],
      set: {
        answer: sql`excluded.answer`,
        source: sql`excluded.source`,
        checkedAt: sql`excluded.checked_at`,
        expiresAt: sql`excluded.expires_at`,
      },
    });
}

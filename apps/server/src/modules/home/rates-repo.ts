import type { PmmsWeek } from '@roost/domain';
import { desc, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { pmmsWeeks, rateSheets } from './tables';

// The rates' queries: PMMS weeks read from the feed, and the rate sheets admins enter.

export type RateSheetRow = typeof rateSheets.$inferSelect;
export type NewRateSheetRow = Pick<
  typeof rateSheets.$inferInsert,
  'effectiveDate' | 'rate30' | 'rate15' | 'rateArm' | 'enteredBy'
>;

/** A sheet entered later for the same date replaces the earlier one. */
const newestSheetFirst = [desc(rateSheets.effectiveDate), desc(rateSheets.createdDate)] as const;

export async function latestRateSheet(db: Db): Promise<RateSheetRow | undefined> {
  const [row] = await db
    .select()
    .from(rateSheets)
    .orderBy(...newestSheetFirst)
    .limit(1);
  return row;
}

export function listRateSheets(db: Db, limit: number): Promise<RateSheetRow[]> {
  return db
    .select()
    .from(rateSheets)
    .orderBy(...newestSheetFirst)
    .limit(limit);
}

export async function insertRateSheet(db: Db, sheet: NewRateSheetRow): Promise<RateSheetRow> {
  const [row] = await db.insert(rateSheets).values(sheet).returning();
  return row!;
}

/** The newest `limit` weeks stored from the feed, newest first. */
export async function recentPmmsWeeks(db: Db, limit: number): Promise<PmmsWeek[]> {
  return db
    .select({ date: pmmsWeeks.date, rate30: pmmsWeeks.rate30, rate15: pmmsWeeks.rate15 })
    .from(pmmsWeeks)
    .orderBy(desc(pmmsWeeks.date))
    .limit(limit);
}

/** The newest week stored from the feed and when the feed was last read successfully. */
export async function pmmsFeedProgress(db: Db): Promise<{ latestWeek: string | null; lastRead: Date | null }> {
  const [row] = await db
    .select({ latestWeek: max(pmmsWeeks.date), lastRead: max(pmmsWeeks.fetchedDate) })
    .from(pmmsWeeks);
  return { latestWeek: row?.latestWeek ?? null, lastRead: row?.lastRead ?? null };
}

const STORE_BATCH = 500;

/**
 * Stores the weeks (new ones added, known ones corrected), all in one transaction so a failure leaves
 * what was stored before untouched. Every week written is stamped as read now.
 */
export async function storePmmsWeeks(db: Db, weeks: readonly PmmsWeek[], readAt: Date): Promise<void> {
  if (weeks.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < weeks.length; start += STORE_BATCH) {
      const batch = weeks.slice(start, start + STORE_BATCH).map((week) => ({ ...week, fetchedDate: readAt }));
      await tx
        .insert(pmmsWeeks)
        .values(batch)
        .onConflictDoUpdate({
          target: pmmsWeeks.date,
          set: {
            rate30: sql`excluded.rate30`,
            rate15: sql`excluded.rate15`,
            fetchedDate: sql`excluded.fetched_date`,
          },
        });
    }
  });
}

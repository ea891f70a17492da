import { daysBetween, isRateCurrent, type PmmsWeek } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { PmmsFeedUnavailableError, type PmmsFeed } from '../providers/pmms-feed';
import { storePmmsWeeks } from '../rates-repo';

export interface PmmsFeedImportDeps {
  db: Db;
  /** The shipped history: weeks the feed repeats unchanged are not stored again. */
  shipped: readonly PmmsWeek[];
  feed: PmmsFeed;
}

/** What one read of the feed brought. */
export interface PmmsFeedImport {
  weeksRead: number;
  weeksStored: number;
  latestWeek: string;
  /** Days from the feed's newest week to today: a feed that stopped publishing leaves it growing. */
  daysOld: number;
  current: boolean;
}

const sameRate = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.0005;

/**
 * Reads the feed and stores what it adds to the shipped history: weeks after it, corrections, 15-year
 * figures the shipped copy lacks, and always its newest week (so the time of the last good read is
 * known). A failing feed throws `PmmsFeedUnavailableError` before anything is written; so does one
 * dated after `today`, which cannot be the survey. A stale feed is stored as it is: its date stays old.
 */
export async function importPmmsFeed(
  deps: PmmsFeedImportDeps,
  today: string,
  now = new Date(),
): Promise<PmmsFeedImport> {
  const weeks = await deps.feed();
  const future = weeks.find((week) => week.date > today);
  if (future) throw new PmmsFeedUnavailableError(`the week of ${future.date} is after today (${today})`);
  const shipped = new Map(deps.shipped.map((week) => [week.date, week]));
  const latest = weeks.at(-1)!;
  const toStore = weeks.flatMap((week) => {
    const known = shipped.get(week.date);
    // A feed without 15-year figures (FRED's 30-year series alone) keeps the shipped ones.
    const merged: PmmsWeek = { ...week, rate15: week.rate15 ?? known?.rate15 ?? null };
    const adds = !known || !sameRate(known.rate30, merged.rate30) || !sameRate(known.rate15, merged.rate15);
    return adds || week === latest ? [merged] : [];
  });
  await storePmmsWeeks(deps.db, toStore, now);
  return {
    weeksRead: weeks.length,
    weeksStored: toStore.length,
    latestWeek: latest.date,
    daysOld: daysBetween(latest.date, today),
    current: isRateCurrent(latest.date, today),
  };
}

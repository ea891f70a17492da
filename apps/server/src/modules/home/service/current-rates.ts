import {
  chooseCurrentRates,
  rateSheetDateProblem,
  type CurrentRates,
  type PmmsWeek,
  type RateSheet,
  type RateSheetEntry,
  type RateSheetsReply,
} from '@roost/domain';
import { replyCache } from '../../../platform/cache/table-change-cache';
import type { Db } from '../../../platform/db/types';
import { AppError, invalidInput } from '../../../errors';
import {
  insertRateSheet,
  latestRateSheet,
  listRateSheets,
  pmmsFeedProgress,
  recentPmmsWeeks,
  type RateSheetRow,
} from '../rates-repo';

export const RATES_UNAVAILABLE = 'Rates are not available right now. Please try again later.';

/** Feed weeks read per call: the newest, and a year of neighbours for the 15-year spread when one is missing. */
const FEED_WEEKS_READ = 104;
const SHEETS_LISTED = 50;

// Built once: making an Intl.DateTimeFormat costs far more than formatting with one (GET /rates asks every time).
const lenderCalendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' });

// The last minute formatted: a time zone's day always changes on a whole minute, so every instant of one minute
// has the same day, and busy reads (the purchase options on every request) format once a minute.
let lastMinute = { minute: Number.NaN, day: '' };

/** The calendar day where the lender works (its 13 counties are in California): what "today" means for rates. */
export function ratesToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute) lastMinute = { minute, day: lenderCalendarDay.format(now) };
  return lastMinute.day;
}

/** The shipped history with the feed's weeks laid over it (a feed week replaces the shipped week of its date). */
export function mergePmmsHistory(shipped: readonly PmmsWeek[], feed: readonly PmmsWeek[]): PmmsWeek[] {
  if (feed.length === 0) return [...shipped];
  const byDate = new Map(shipped.map((week) => [week.date, week]));
  for (const week of feed) byDate.set(week.date, week);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The tables today's rates are read from: a new rate sheet or a week of the feed changes them. */
export const RATES_READ_TABLES = ['rate_sheets', 'pmms_weeks'] as const;

/**
 * Today's rates per database and shipped history, kept until a rate sheet or a feed week changes in any process (the
 * change feed): every page with a payment, the lead's page and the opportunity list ask for them, and working them
 * out merges and ranks the whole shipped history (about 2,800 weeks).
 */
const cachedRates = replyCache<CurrentRates>(RATES_READ_TABLES, 16);
const historyIds = new WeakMap<readonly PmmsWeek[], number>();
let histories = 0;
const historyId = (pmms: readonly PmmsWeek[]) => {
  let id = historyIds.get(pmms);
  if (id === undefined) historyIds.set(pmms, (id = histories += 1));
  return id;
};

/**
 * The rates in force on `today` (YYYY-MM-DD): the newer of the latest admin rate sheet and the latest
 * PMMS week (the feed's weeks over the shipped history `pmms`), with the date they are from, their
 * source and whether they are current (at most 14 days old). The one answer every page and the alert
 * engine use.
 */
export async function currentRates(db: Db, pmms: readonly PmmsWeek[], today: string): Promise<CurrentRates> {
  const read = async () => {
    const [feed, sheet] = await Promise.all([recentPmmsWeeks(db, FEED_WEEKS_READ), latestRateSheet(db)]);
    const rates = chooseCurrentRates(mergePmmsHistory(pmms, feed), sheet, today);
    if (!rates) throw new AppError('RATES_UNAVAILABLE', RATES_UNAVAILABLE);
    return rates;
  };
  const cache = cachedRates(db);
  return cache ? cache.get(`${historyId(pmms)}|${today}`, read) : read();
}

function toRateSheet(row: RateSheetRow): RateSheet {
  return { ...row, createdDate: row.createdDate.toISOString() };
}

/**
 * Stores an admin's rate sheet after checking its date against `today`: not in the future, not more
 * than a year back. The rates' range (above 0%, at most 25%) is the body schema's.
 */
export async function enterRateSheet(
  db: Db,
  entry: RateSheetEntry,
  enteredBy: string,
  today: string,
): Promise<RateSheet> {
  const problem = rateSheetDateProblem(entry.effectiveDate, today);
  if (problem) throw invalidInput(problem, { effectiveDate: problem });
  return toRateSheet(await insertRateSheet(db, { ...entry, enteredBy }));
}

/** The admin page's view: the newest sheets, the rates in force and what the PMMS feed has brought. */
export async function rateSheetsOverview(
  db: Db,
  pmms: readonly PmmsWeek[],
  today: string,
  feedConfigured: boolean,
): Promise<RateSheetsReply> {
  const [sheets, current, progress] = await Promise.all([
    listRateSheets(db, SHEETS_LISTED),
    currentRates(db, pmms, today),
    pmmsFeedProgress(db),
  ]);
  return {
    sheets: sheets.map(toRateSheet),
    current,
    feed: {
      configured: feedConfigured,
      latestWeek: progress.latestWeek,
      lastReadDate: progress.lastRead?.toISOString() ?? null,
      shippedThrough: pmms.at(-1)?.date ?? null,
    },
  };
}

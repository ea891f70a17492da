import { z } from 'zod';

/**
 * Freddie Mac PMMS weekly average rates (apps/server/reference-data/pmms-weekly.csv, or the live feed) and the
 * two questions the product asks of them: what was the going rate in a loan's origination month
 * (to estimate a balance when the note rate is unknown), and what is it now. Credit
 * "Source: Freddie Mac PMMS" wherever these figures are shown.
 */

export const PMMS_CREDIT = 'Source: Freddie Mac PMMS';

const surveyRate = z.number().positive().max(25);

/** One survey week: its Thursday, and the 30- and 15-year averages in percent (15-year may be missing). */
export const pmmsWeekSchema = z.object({
  date: z.iso.date(),
  rate30: surveyRate,
  rate15: surveyRate.nullable(),
});
export type PmmsWeek = z.infer<typeof pmmsWeekSchema>;

export type MortgageRateTerm = 30 | 15;

/**
 * How a rate was obtained. 'derived-from-30-year': the survey had no 15-year figure, so it is the
 * 30-year rate minus the usual spread between the two, and the page should say it is derived.
 */
export type RateBasis = 'survey' | 'derived-from-30-year';

export type SurveyRate = {
  ratePercent: number;
  basis: RateBasis;
  /** The 30-minus-15 spread subtracted, when derived. */
  spreadPercent?: number;
};

/** How many paired weeks the spread is averaged over: a year, as the spread drifts with the market. */
export const SPREAD_WEEKS = 52;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY_MS = 86_400_000;

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The average 30-minus-15-year spread over the `SPREAD_WEEKS` weeks with both rates nearest to
 * `nearDate`. The spread ran from about 0.35 to 0.75 points over the series, so a nearby year
 * beats the all-time average; for months past the last 15-year figure, nearest means latest.
 */
export function averageSpreadNear(rows: readonly PmmsWeek[], nearDate: string): number | undefined {
  const target = Date.parse(nearDate);
  if (Number.isNaN(target)) throw new RangeError(`Expected a date, got ${JSON.stringify(nearDate)}`);
  const spreads = rows
    .filter((row): row is PmmsWeek & { rate15: number } => row.rate15 !== null)
    .map((row) => ({ distance: Math.abs(Date.parse(row.date) - target) / DAY_MS, spread: row.rate30 - row.rate15 }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, SPREAD_WEEKS)
    .map(({ spread }) => spread);
  return spreads.length === 0 ? undefined : average(spreads);
}

function derive15(rows: readonly PmmsWeek[], rate30: number, nearDate: string): SurveyRate | undefined {
  const spreadPercent = averageSpreadNear(rows, nearDate);
  if (spreadPercent === undefined) return undefined;
  return { ratePercent: rate30 - spreadPercent, basis: 'derived-from-30-year', spreadPercent };
}

/**
 * The average rate of a month's survey weeks (`month` as YYYY-MM), unrounded; undefined when the
 * survey has no week in that month. A 15-year rate with no 15-year weeks that month is derived.
 */
export function rateForMonth(rows: readonly PmmsWeek[], month: string, term: MortgageRateTerm): SurveyRate | undefined {
  if (!MONTH.test(month)) throw new RangeError(`Expected a month as YYYY-MM, got ${JSON.stringify(month)}`);
  const weeks = rows.filter((row) => row.date.startsWith(`${month}-`));
  if (weeks.length === 0) return undefined;
  const rate30 = average(weeks.map((row) => row.rate30));
  if (term === 30) return { ratePercent: rate30, basis: 'survey' };
  const surveyed15 = weeks.flatMap((row) => (row.rate15 === null ? [] : [row.rate15]));
  if (surveyed15.length > 0) return { ratePercent: average(surveyed15), basis: 'survey' };
  return derive15(rows, rate30, `${month}-15`);
}

/** The most recent week's rate, with its date; a missing 15-year figure is derived from that week's 30-year. */
export function latestRate(
  rows: readonly PmmsWeek[],
  term: MortgageRateTerm,
): (SurveyRate & { date: string }) | undefined {
  const latest = rows.reduce<PmmsWeek | undefined>(
    (newest, row) => (!newest || row.date > newest.date ? row : newest),
    undefined,
  );
  if (!latest) return undefined;
  if (term === 30) return { date: latest.date, ratePercent: latest.rate30, basis: 'survey' };
  if (latest.rate15 !== null) return { date: latest.date, ratePercent: latest.rate15, basis: 'survey' };
  const derived = derive15(rows, latest.rate30, latest.date);
  return derived && { date: latest.date, ...derived };
}

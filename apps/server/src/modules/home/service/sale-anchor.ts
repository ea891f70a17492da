/**
 * How much a home's own recent sale counts in its estimate, and how sure it leaves us.
 * A sale is the market's price for this very home, so while it is fresh it beats any comparables
 * model (which misses what sets the home apart from its neighbours). It ages as the county index
 * drifts from the home's own market and the home itself changes, so after two years the
 * comparables take over.
 */

/** A sale older than this no longer anchors the estimate. */
export const ANCHOR_MONTHS = 24;
const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 365.25 / 12;

/** Months (with their fraction) from `fromDate` to `toDate`; never negative. */
export function monthsBetween(fromDate: string, toDate: string): number {
  const days =
    (Date.parse(`${toDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${fromDate.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
  return Number.isFinite(days) ? Math.max(0, days / DAYS_PER_MONTH) : Number.POSITIVE_INFINITY;
}

/**
 * The anchor's weight: 1 at the sale, 1 - (age / 24 months)^2 after, 0 from 24 months. It falls
 * slowly in the first year (0.94 at 6 months, 0.75 at 12), when a sale moved by the index is the
 * best evidence we have, and faster in the second (0.44 at 18), handing over to the comparables;
 * reaching 0 at 24 months, the estimate does not jump on the day the sale stops counting.
 */
export function anchorWeight(ageMonths: number): number {
  if (!(ageMonths < ANCHOR_MONTHS)) return 0;
  const share = Math.max(0, ageMonths) / ANCHOR_MONTHS;
  return 1 - share * share;
}

/**
 * Half the width of the range around an indexed sale, as a share of the estimate: 3% for a sale
 * this month (the index and the price itself are never exact), widening by 0.375% a month to 12%
 * at 24 months and after, the width the indexed last sale always had.
 */
export function anchorHalfWidth(ageMonths: number): number {
  return 0.03 + (0.09 * Math.min(Math.max(0, ageMonths), ANCHOR_MONTHS)) / ANCHOR_MONTHS;
}

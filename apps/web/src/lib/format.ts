import { formatDollars, monthNames } from '@roost/domain';

/**
 * Money and dates as people in the US read them, written without `Intl`: a page's first `Intl` format costs tens of
 * milliseconds on a slow phone (the locale's data is loaded on first use), for text as plain as this
 * (`@roost/domain`'s number-text.ts; docs/performance.md).
 */

/** Money shown to people: whole dollars (spec, section 9). */
export const formatMoney: (amount: number) => string = formatDollars;

/** Whole dollars a month as headers and headings show them: '$3,500/mo'. */
export const formatMonthly = (payment: number): string => `${formatDollars(payment)}/mo`;

function calendarDay(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return date;
}

/** A calendar date (YYYY-MM-DD) as 'August 1, 2030', whatever the reader's time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The month of a calendar date as 'June 2020'. */
export function formatMonth(isoDate: string): string {
  const date = calendarDay(isoDate);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Today's calendar date where the reader is, as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A rate in percent as people read it: '6.375%', '3%', '2.25%' (up to three decimals: eighths). */
export function formatRate(ratePercent: number): string {
  return `${Number(ratePercent.toFixed(3))}%`;
}

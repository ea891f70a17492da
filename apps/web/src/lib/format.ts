/**
 * A formatter built on its first use, not as the app starts: building one costs tens of milliseconds on a slow
 * phone, and the first page may show no money or date at all.
 */
function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const wholeDollars = builtOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

/** Money shown to people: whole dollars (spec, section 9). */
export function formatMoney(amount: number): string {
  return wholeDollars().format(Math.round(amount));
}

const longDate = builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
const monthAndYear = builtOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

function calendarDay(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A calendar date (YYYY-MM-DD) as 'August 1, 2030', whatever the reader's time zone. */
export function formatCalendarDate(isoDate: string): string {
  return longDate().format(calendarDay(isoDate));
}

/** The month of a calendar date as 'June 2020'. */
export function formatMonth(isoDate: string): string {
  return monthAndYear().format(calendarDay(isoDate));
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

/**
 * Month arithmetic on calendar dates written as ISO 'YYYY-MM-DD' strings. Loans run on due dates,
 * not instants, so this never touches a time zone: a payment due on the 1st is due on the 1st
 * wherever the code runs.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type CalendarDate = { year: number; month: number; day: number };

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps it free of the local zone.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parse(isoDate: string): CalendarDate {
  const match = ISO_DATE.exec(isoDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Expected a calendar date as YYYY-MM-DD, got ${JSON.stringify(isoDate)}`);
  }
  return { year, month, day };
}

function format({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a string is a real calendar date in ISO form (2024-02-30 is not). */
export function isIsoDate(value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The same day `months` later (or earlier, when negative). A day the target month lacks becomes
 * its last day, as a note dated the 31st falls due on 28 February.
 */
export function addMonths(isoDate: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`months must be a whole number, got ${months}`);
  const { year, month, day } = parse(isoDate);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/** The due date of payment number `paymentNumber` (1 is the first payment). */
export function paymentDueDate(firstPaymentDate: string, paymentNumber: number): string {
  if (!Number.isInteger(paymentNumber) || paymentNumber < 1) {
    throw new RangeError(`paymentNumber must be a whole number of at least 1, got ${paymentNumber}`);
  }
  return addMonths(firstPaymentDate, paymentNumber - 1);
}

/**
 * Completed months from `from` to `to` (a loan's age, say): the largest k with
 * addMonths(from, k) <= to. Refuses a `to` before `from`.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const start = parse(from);
  const end = parse(to);
  if (to < from) throw new RangeError(`${to} is before ${from}`);
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  // ISO dates of the same width compare correctly as strings.
  return addMonths(from, months) <= to ? months : months - 1;
}

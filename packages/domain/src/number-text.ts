import { roundToDecimals } from './mortgage/rounding';

/**
 * Numbers as people in the US read them ('1,234,567', '12.35', '$3,500'), written without `Intl`: a page's first
 * `Intl` number format costs 35-65 ms on this machine (the locale's data is loaded on first use), a long task on a
 * slow phone for text as plain as this. The same digits as `Intl.NumberFormat('en-US')` with these options, but
 * rounded half away from zero after trimming binary noise (`mortgage/rounding.ts`), and never '-0'.
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Digits with their thousands grouped: '1234567.891' -> '1,234,567.891' (only the whole part is grouped). */
export function groupThousands(digits: string): string {
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  return whole.replace(THOUSANDS, ',') + (point === -1 ? '' : digits.slice(point));
}

/**
 * A number with its thousands grouped, rounded to at most `maxFractionDigits` decimals with no trailing zeros:
 * 1234567 -> '1,234,567', 12.345 -> '12.35' (at 2), 3.1 -> '3.1'.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundToDecimals(value, maxFractionDigits);
  const magnitude = Math.abs(rounded);
  // toFixed is exact here: the rounded value is the closest double to a number of at most that many decimals.
  const digits = magnitude < 1e21 ? magnitude.toFixed(maxFractionDigits) : String(magnitude);
  const trimmed = digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits;
  return (rounded < 0 ? '-' : '') + groupThousands(trimmed);
}

/** Money as people read it, in whole dollars rounded half away from zero: 21000 -> '$21,000', -1234.5 -> '-$1,235'. */
export function formatDollars(amount: number): string {
  const text = formatNumber(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The months' names, January first: dates written for people without `Intl`. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

import { groupThousands } from '@roost/domain';

/** Digits kept while typing: enough for any amount a form accepts, and more to be refused with a message. */
const MAX_DIGITS = 10;

/**
 * The dollar digits of typed text: only digits count (a '$', commas, spaces and letters are dropped), and a
 * decimal point ends the dollars, so cents are never taken for more dollars.
 */
function dollarDigits(typed: string): string {
  const pointAt = typed.indexOf('.');
  return (pointAt === -1 ? typed : typed.slice(0, pointAt)).replace(/\D/g, '');
}

/** Leading zeros are dropped, but a lone 0 stays: '007' -> '7', '000' -> '0'. */
const leadingZeros = (digits: string) => /^0+(?=\d)/.exec(digits)?.[0].length ?? 0;

/** What a money field shows for what was typed: '300000' -> '$300,000', '$1,234.56' -> '$1,234'; empty stays empty. */
export function formatWholeDollarsTyped(typed: string): string {
  const digits = dollarDigits(typed);
  const kept = digits.slice(leadingZeros(digits)).slice(0, MAX_DIGITS);
  return kept === '' ? '' : `$${groupThousands(kept)}`;
}

/** A whole-dollar amount as a money field shows it to start from: 300000 -> '$300,000'. */
export function showWholeDollars(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatWholeDollarsTyped(String(Math.round(amount)));
}

/** The whole dollars a money field's text stands for ('$1,234.56' -> 1234); undefined when it has no digits. */
export function wholeDollarsOf(shown: string): number | undefined {
  const shownText = formatWholeDollarsTyped(shown);
  return shownText === '' ? undefined : Number(dollarDigits(shownText));
}

/**
 * How many of the digits `formatWholeDollarsTyped(typed)` shows come before `position` in `typed`: digits after a
 * point, dropped leading zeros and digits past the limit do not count, so the caret follows what is shown.
 */
export function shownDigitsBefore(typed: string, position: number): number {
  const digits = dollarDigits(typed);
  const before = dollarDigits(typed.slice(0, position)).length;
  return Math.min(Math.max(0, before - leadingZeros(digits)), MAX_DIGITS);
}

/** Where the caret belongs in `formatted` after its first `digits` digits (after the '$' for none). */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return formatted.startsWith('$') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

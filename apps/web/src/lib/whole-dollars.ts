import { groupThousands } from '@roost/domain';

/** Digits kept while typing: enough for any amount a form accepts, and more to be refused with a message. */
const MAX_DIGITS = 10;

/**
 * What a whole-dollar field shows for what was typed: '300000' -> '$300,000'. Only digits count, and
 * nothing after a decimal point ('$1,234.56' pasted shows '$1,234'); empty stays empty.
 */
export function formatWholeDollarsTyped(typed: string): string {
  const pointAt = typed.indexOf('.');
  const digits = (pointAt === -1 ? typed : typed.slice(0, pointAt))
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return digits === '' ? '' : `$${groupThousands(digits)}`;
}

/** A whole-dollar amount as the field shows it to start from: 300000 -> '$300,000'. */
export function showWholeDollars(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatWholeDollarsTyped(String(Math.round(amount)));
}

/** The number a whole-dollar field's text stands for; undefined when nothing was typed. */
export function wholeDollarsOf(shown: string): number | undefined {
  const digits = shown.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

/** Where the caret belongs in `formatted` after the first `digits` digits typed. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return formatted.startsWith('$') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

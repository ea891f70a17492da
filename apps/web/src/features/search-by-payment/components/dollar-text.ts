import { groupThousands } from '@roost/domain';

/** Whole dollars a month as the header and headings show them: '$3,500/mo'. */
export function formatMonthly(payment: number): string {
  return `${formatDollarsTyped(String(Math.round(payment)))}/mo`;
}

/** Whole-dollar digits we keep while typing: enough for any amount the contract accepts, and one more to be refused. */
const MAX_WHOLE_DIGITS = 7;

/**
 * What a dollar field shows for what was typed: '3500' -> '$3,500', '3500.5' -> '$3,500.5'; anything but
 * digits and the first point is dropped, so pasting '$3,500' or '3 500' works. Empty stays empty.
 */
export function formatDollarsTyped(typed: string): string {
  const pointAt = typed.indexOf('.');
  const wholeTyped = pointAt === -1 ? typed : typed.slice(0, pointAt);
  const whole = wholeTyped
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_WHOLE_DIGITS);
  const cents =
    pointAt === -1
      ? null
      : typed
          .slice(pointAt + 1)
          .replace(/\D/g, '')
          .slice(0, 2);
  if (whole === '' && cents === null) return '';
  const grouped = groupThousands(whole === '' ? '0' : whole);
  return `$${grouped}${cents === null ? '' : `.${cents}`}`;
}

/** The number a dollar field's text stands for ('' when nothing was typed). */
export function dollarsOf(shown: string): string {
  return shown.replace(/[^\d.]/g, '');
}

/** Where the caret belongs in `formatted` after the first `significant` digits or points of the typed text. */
export function caretAfter(formatted: string, significant: number): number {
  if (significant <= 0) return formatted.startsWith('$') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[\d.]/.test(formatted[index]!)) seen += 1;
    if (seen === significant) return index + 1;
  }
  return formatted.length;
}

/** How many digits or points come before `position` in `text`. */
export function significantBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/[^\d.]/g, '').length;
}

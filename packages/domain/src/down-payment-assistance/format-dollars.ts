import { roundToDollars } from '../mortgage/rounding';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Money inside a rule's text, as people read it: '$21,000' (whole dollars, rounded half away from zero). */
export function formatDollars(amount: number): string {
  return wholeDollars.format(roundToDollars(amount));
}

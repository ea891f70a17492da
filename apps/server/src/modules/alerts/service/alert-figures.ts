import { addressFigures, insuranceRemovable, type AddressFigures } from '@roost/domain';
import { calendarDate, money } from './format';

/** The figures every tool page shows for an address: the alerts read the same domain function. */
export type AlertFigures = AddressFigures;
export const figuresOf = addressFigures;

/**
 * Why the mortgage insurance can go today, in a sentence, or undefined while it cannot (the domain's rule,
 * insuranceRemovable: ended by its rules, the scheduled balance at 80% of the original value, or today's value).
 */
export function insuranceRemovableNow(figures: AlertFigures, today: string): string | undefined {
  const removable = insuranceRemovable(figures, today);
  if (!removable) return undefined;
  switch (removable.basis) {
    case 'ended':
      return `Your mortgage insurance should have ended on ${calendarDate(removable.since)}, if your payments are up to date.`;
    case 'scheduled-balance':
      return `Your scheduled balance reached 80% of the original value on ${calendarDate(removable.since)}: you can ask to remove PMI.`;
    case 'current-value':
      return `You owe ${removable.maximumLoanToValuePercent}% or less of today's value: you may remove PMI on a new valuation.`;
  }
}

/** The digest's line about the insurance. */
export function insuranceOutlookLine(figures: AlertFigures, today: string): string {
  const { insurance } = figures;
  if (insurance.status === 'none')
    return `none (${insurance.reason.charAt(0).toLowerCase()}${insurance.reason.slice(1)})`;
  const removable = insuranceRemovableNow(figures, today);
  if (removable) return removable;
  if (insurance.status !== 'in-force') return 'none';
  const ends = insurance.endsOn ? `; it ends by ${calendarDate(insurance.endsOn)}` : '';
  return `about ${money(insurance.monthly)} a month${ends}`;
}

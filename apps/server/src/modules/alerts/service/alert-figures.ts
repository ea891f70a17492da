import { addressFigures, type AddressFigures } from '@roost/domain';
import { calendarDate, money } from './format';

/** The figures every tool page shows for an address: the alerts read the same domain function. */
export type AlertFigures = AddressFigures;
export const figuresOf = addressFigures;

/**
 * Why the mortgage insurance can go today, in a sentence, or undefined while it cannot: it should
 * already have ended by its rules, the scheduled balance reached 80% of the original value (ask to
 * cancel), or the balance is low enough against today's value.
 */
export function insuranceRemovableNow(figures: AlertFigures, today: string): string | undefined {
  const { insurance, removal } = figures;
  if (insurance.status === 'ended') {
    return `Your mortgage insurance should have ended on ${calendarDate(insurance.endedOn)}, if your payments are up to date.`;
  }
  if (insurance.status !== 'in-force' || removal.program !== 'conventional') return undefined;
  const ask = removal.dates?.applies ? removal.dates.requestCancellation.date : undefined;
  if (ask && ask <= today) {
    return `Your scheduled balance reached 80% of the original value on ${calendarDate(ask)}: you can ask to remove PMI.`;
  }
  if (removal.currentValue?.status === 'eligible') {
    return `You owe ${removal.currentValue.maximumLoanToValuePercent}% or less of today's value: you may remove PMI on a new valuation.`;
  }
  return undefined;
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

import type { AddressFigures } from './address-figures';

/**
 * Whether a loan's mortgage insurance can go today, and on what ground: it should already have ended by its rules
 * (`ended`), the scheduled balance reached 80% of the original value so the borrower may ask to cancel
 * (`scheduled-balance`), or the balance is low enough against today's value for a new valuation (`current-value`).
 * One rule for the alerts' mortgage-insurance watch and the loan officers' opportunity list.
 */
export type InsuranceRemovable =
  | { basis: 'ended'; since: string }
  | { basis: 'scheduled-balance'; since: string }
  | { basis: 'current-value'; since: null; maximumLoanToValuePercent: 75 | 80 };

/** Undefined while the insurance cannot go (none, FHA/VA in force, or not yet at its line); `today` is YYYY-MM-DD. */
export function insuranceRemovable(figures: AddressFigures, today: string): InsuranceRemovable | undefined {
  const { insurance, removal } = figures;
  if (insurance.status === 'ended') return { basis: 'ended', since: insurance.endedOn };
  if (insurance.status !== 'in-force' || removal.program !== 'conventional') return undefined;
  const ask = removal.dates?.applies ? removal.dates.requestCancellation.date : undefined;
  if (ask && ask <= today) return { basis: 'scheduled-balance', since: ask };
  if (removal.currentValue?.status === 'eligible') {
    return {
      basis: 'current-value',
      since: null,
      maximumLoanToValuePercent: removal.currentValue.maximumLoanToValuePercent,
    };
  }
  return undefined;
}

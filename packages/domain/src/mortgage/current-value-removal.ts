import { requireAmount, requireWholeMonths } from './inputs';

/**
 * Removing conventional PMI on TODAY's value (Fannie Mae/Freddie Mac, Servicing Guide B-8.1-04):
 * the borrower asks and pays for a new valuation; the loan must be seasoned, and a younger loan
 * needs more equity because a quick rise in value is less proven.
 */

export const CURRENT_VALUE_REMOVAL_RULES = {
  /** No removal on current value before the loan is two years old. */
  minimumAgeMonths: 24,
  /** Up to and including five years old: 75%. */
  seasonedAgeMonths: 60,
  youngLoanMaximumLoanToValuePercent: 75,
  seasonedLoanMaximumLoanToValuePercent: 80,
} as const;

export type CurrentValueRemoval =
  | { status: 'too-soon'; monthsToWait: number }
  | {
      status: 'eligible' | 'not-yet';
      maximumLoanToValuePercent: 75 | 80;
      /** Balance over today's value in percent, unrounded: the test is strict at the line. */
      loanToValuePercent: number;
      /** Principal to pay down to qualify at today's value (0 when eligible), unrounded. */
      paydownNeeded: number;
    };

export function currentValueRemoval(balance: number, currentValue: number, loanAgeMonths: number): CurrentValueRemoval {
  requireAmount('balance', balance);
  requireAmount('currentValue', currentValue);
  requireWholeMonths('loanAgeMonths', loanAgeMonths, 0);
  if (currentValue === 0) throw new RangeError('currentValue must be positive to judge removal on current value');
  const rules = CURRENT_VALUE_REMOVAL_RULES;
  if (loanAgeMonths < rules.minimumAgeMonths) {
    return { status: 'too-soon', monthsToWait: rules.minimumAgeMonths - loanAgeMonths };
  }
  const maximumLoanToValuePercent =
    loanAgeMonths <= rules.seasonedAgeMonths
      ? rules.youngLoanMaximumLoanToValuePercent
      : rules.seasonedLoanMaximumLoanToValuePercent;
  const loanToValuePercent = (balance * 100) / currentValue;
  const paydownNeeded = Math.max(0, balance - (currentValue * maximumLoanToValuePercent) / 100);
  return {
    status: paydownNeeded === 0 ? 'eligible' : 'not-yet',
    maximumLoanToValuePercent,
    loanToValuePercent,
    paydownNeeded,
  };
}

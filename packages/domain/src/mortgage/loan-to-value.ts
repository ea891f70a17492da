import { requireAmount } from './inputs';
import { roundToDollars } from './rounding';

/**
 * The loan-to-value line the product is built around (spec section 9): at or below 80% a
 * conventional borrower can ask to drop PMI, and cash-out lending stops at 80% of value.
 */
export const LOAN_TO_VALUE_THRESHOLD_PERCENT = 80;

/**
 * Loan-to-value in percent, unrounded: for decisions (PMI bands, removal eligibility), where
 * rounding 80.4% down to 80% would wrongly pass a borrower. Undefined without a positive value,
 * since no value means no ratio rather than an infinite one.
 */
export function loanToValueRatioPercent(balance: number, value: number): number | undefined {
  requireAmount('balance', balance);
  requireAmount('value', value);
  if (value === 0) return undefined;
  return (balance * 100) / value;
}

/** Loan-to-value as shown: the balance over the estimate, rounded to a whole percent (spec section 9). */
export function loanToValuePercent(balance: number, value: number): number | undefined {
  const ratio = loanToValueRatioPercent(balance, value);
  return ratio === undefined ? undefined : Math.round(ratio);
}

/**
 * Whether the progress card congratulates ('Congratulations!') rather than encourages
 * ('Almost there!', spec: above 80%). Judged on the rounded percent the card shows, so the words
 * never contradict the number beside them.
 */
export function hasReachedLoanToValueThreshold(balance: number, value: number): boolean {
  const percent = loanToValuePercent(balance, value);
  return percent !== undefined && percent <= LOAN_TO_VALUE_THRESHOLD_PERCENT;
}

/**
 * The most a balance can be, in whole dollars, and stay at or below `percent` of `value` (the
 * value rounded to whole dollars first, as it is shown).
 */
export function balanceAtLoanToValue(value: number, percent: number): number {
  requireAmount('value', value);
  requireAmount('percent', percent);
  // A whole-dollar value times a whole percent is an exact integer, and dividing it by 100 lands
  // on the nearest double, so the floor is the true floor (0.8 has no exact binary form).
  return Math.floor((roundToDollars(value) * percent) / 100);
}

/**
 * Cash available (spec section 9): 80% of the estimate minus the balance, floored at 0, in whole
 * dollars. Worked on the whole-dollar figures people see (value and balance rounded, 80% of the
 * value rounded down), so '80% of $650,000 less $440,123' reads $79,877 on every page, and taking
 * it all never lends past 80% of the value shown.
 */
export function cashAvailable(value: number, balance: number): number {
  requireAmount('value', value);
  requireAmount('balance', balance);
  return Math.max(0, balanceAtLoanToValue(value, LOAN_TO_VALUE_THRESHOLD_PERCENT) - roundToDollars(balance));
}

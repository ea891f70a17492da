import { requireAmount } from './inputs';

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

/** Cash available: 80% of the estimate minus the balance, never below 0 (spec section 9). Unrounded. */
export function cashAvailable(value: number, balance: number): number {
  requireAmount('value', value);
  requireAmount('balance', balance);
  // value × 80 / 100 rather than value × 0.8: 0.8 has no exact binary form, whole-dollar × 80 does.
  return Math.max(0, (value * LOAN_TO_VALUE_THRESHOLD_PERCENT) / 100 - balance);
}

import { requireAmount, requireRatePercent, requireWholeMonths } from './inputs';

/** One scheduled payment: how it splits between interest and principal, and the balance after it. */
export type AmortizationRow = {
  /** Payment number, 1 for the first payment. */
  month: number;
  interest: number;
  principal: number;
  balance: number;
};

/**
 * A balance within half a cent of a target has reached it: it would print as the target. Without
 * this, floating point noise of 1e-9 could push a milestone (an HPA date, say) a month later.
 */
export const HALF_CENT = 0.005;

function checkLoan(principal: number, annualRatePercent: number, months: number): void {
  requireAmount('principal', principal);
  requireRatePercent('annualRatePercent', annualRatePercent);
  requireWholeMonths('months', months, 1);
}

// (1 + i)^k - 1 via expm1/log1p: exact to the last bits even for tiny monthly rates, where
// computing (1 + i)^k and then subtracting 1 would cancel away most of the digits.
function growth(monthlyRate: number, periods: number): number {
  return Math.expm1(periods * Math.log1p(monthlyRate));
}

/**
 * The level monthly payment that repays `principal` over `months` at `annualRatePercent`:
 * M = P·i / (1 − (1 + i)^−n) with i = rate / 12. Unrounded; round with roundToCents for display.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  checkLoan(principal, annualRatePercent, months);
  const i = annualRatePercent / 1200;
  if (i === 0) return principal / months;
  // Algebraically equal to the brief's formula; written over (1 + i)^n − 1 for precision.
  return principal * i + (principal * i) / growth(i, months);
}

/**
 * The scheduled balance after `paymentsMade` level payments. Past the end of the term it is 0.
 * Uses B_k = P·((1 + i)^n − (1 + i)^k) / ((1 + i)^n − 1), the brief's B_k with M substituted,
 * which is exactly 0 at k = n instead of a floating point remainder.
 */
export function balanceAfter(
  principal: number,
  annualRatePercent: number,
  months: number,
  paymentsMade: number,
): number {
  checkLoan(principal, annualRatePercent, months);
  requireWholeMonths('paymentsMade', paymentsMade, 0);
  if (paymentsMade >= months) return 0;
  const i = annualRatePercent / 1200;
  if (i === 0) return (principal * (months - paymentsMade)) / months;
  const total = growth(i, months);
  return (principal * (total - growth(i, paymentsMade))) / total;
}

/**
 * The full schedule, one row per payment, lazily (a 30-year loan is 360 rows; callers that stop at
 * a milestone need not build them all). Use `[...amortizationSchedule(...)]` for an array.
 * Each row's balance comes from the closed form rather than by subtracting month after month, so
 * no rounding drift builds up and the principal parts add up to the principal.
 */
export function* amortizationSchedule(
  principal: number,
  annualRatePercent: number,
  months: number,
): Generator<AmortizationRow, void, undefined> {
  checkLoan(principal, annualRatePercent, months);
  const i = annualRatePercent / 1200;
  let before = principal;
  for (let month = 1; month <= months; month += 1) {
    const balance = balanceAfter(principal, annualRatePercent, months, month);
    const interest = before * i;
    yield { month, interest, principal: before - balance, balance };
    before = balance;
  }
}

/**
 * The first payment number after which the scheduled balance is at or below `targetBalance`
 * (0 when the loan starts there). Always within the term for a target of zero or more, because the
 * balance reaches 0 with the last payment.
 */
export function paymentsUntilBalance(
  principal: number,
  annualRatePercent: number,
  months: number,
  targetBalance: number,
): number {
  checkLoan(principal, annualRatePercent, months);
  requireAmount('targetBalance', targetBalance);
  for (let paymentsMade = 0; paymentsMade < months; paymentsMade += 1) {
    if (balanceAfter(principal, annualRatePercent, months, paymentsMade) <= targetBalance + HALF_CENT) {
      return paymentsMade;
    }
  }
  return months;
}

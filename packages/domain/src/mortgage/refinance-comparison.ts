import { monthlyPayment } from './amortization';
import { requireAmount, requireRatePercent, requireWholeMonths } from './inputs';
import { roundToDollars } from './rounding';

/**
 * A refinance's monthly payment against today's, with what makes the difference. A new loan
 * restarts the term: spreading 12 remaining years over 30 lowers the payment even at a much higher
 * rate, so a lower payment is only called lower together with the longer term or higher rate
 * behind it.
 */

export type RefinanceLoan = {
  /** Today's principal and interest. */
  currentPayment: number;
  currentRatePercent: number;
  /** Payments left on today's loan. */
  remainingMonths: number;
  /** The balance refinanced. */
  balance: number;
  newRatePercent: number;
  newTermMonths: number;
};

export type RefinanceComparison = {
  /** New principal and interest less today's, whole dollars: negative is lower. */
  monthlyChange: number;
  rate: 'higher' | 'lower' | 'same';
  term: 'longer' | 'shorter' | 'same';
  remainingMonths: number;
  newTermMonths: number;
  /**
   * Why a lower payment is lower. 'longer-term-only': at the new rate over the months left the
   * payment would not be lower, so the saving is the longer term's alone; 'partly-longer-term': the
   * rate (or a smaller balance) lowers it too; 'same-or-shorter-term': no longer term involved.
   * Undefined unless the payment is lower.
   */
  lowerBecause: 'longer-term-only' | 'partly-longer-term' | 'same-or-shorter-term' | undefined;
};

const compare = (next: number, now: number) => (next > now ? 'higher' : next < now ? 'lower' : 'same');

export function compareRefinance(loan: RefinanceLoan): RefinanceComparison {
  const { currentPayment, currentRatePercent, remainingMonths, balance, newRatePercent, newTermMonths } = loan;
  requireAmount('currentPayment', currentPayment);
  requireRatePercent('currentRatePercent', currentRatePercent);
  requireWholeMonths('remainingMonths', remainingMonths, 1);
  requireAmount('balance', balance);
  requireRatePercent('newRatePercent', newRatePercent);
  requireWholeMonths('newTermMonths', newTermMonths, 1);
  const today = roundToDollars(currentPayment);
  const monthlyChange = roundToDollars(monthlyPayment(balance, newRatePercent, newTermMonths)) - today;
  const term = newTermMonths > remainingMonths ? 'longer' : newTermMonths < remainingMonths ? 'shorter' : 'same';
  let lowerBecause: RefinanceComparison['lowerBecause'];
  if (monthlyChange < 0) {
    const overMonthsLeft = roundToDollars(monthlyPayment(balance, newRatePercent, remainingMonths));
    lowerBecause =
      term !== 'longer' ? 'same-or-shorter-term' : overMonthsLeft >= today ? 'longer-term-only' : 'partly-longer-term';
  }
  return {
    monthlyChange,
    rate: compare(newRatePercent, currentRatePercent),
    term,
    remainingMonths,
    newTermMonths,
    lowerBecause,
  };
}

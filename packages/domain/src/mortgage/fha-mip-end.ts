import { paymentsUntilBalance } from './amortization';
import { FHA_MIP_ELEVEN_YEARS_IN_MONTHS, FHA_SHORT_TERM_MONTHS, fhaMipDuration } from './fha-mip';
import { requireAmount } from './inputs';
import { loanPaymentDate } from './loan-payments';

/**
 * When an FHA loan's annual premium (MIP) stops. Cases from 2013-06-03 follow ML 2013-04 (11 years
 * at 90% or less at origination, else the life of the loan). Cases from 2001 to then followed the
 * older rule (ML 2000-38, general knowledge rather than the brief): the premium stops once the
 * balance is SCHEDULED to reach 78% of the original value, after at least 5 years of premiums on a
 * term over 15 years. Earlier cases are not modelled.
 */

export const FHA_MIP_78_PERCENT_RULES_FROM = '2001-01-01';
export const FHA_MIP_CANCELLATION_LOAN_TO_VALUE_PERCENT = 78;
/** Under the older rule a term over 15 years paid the premium for at least this many months. */
export const FHA_MIP_MINIMUM_PREMIUM_MONTHS = 60;

export type FhaMipLoan = {
  originalLoanAmount: number;
  /** The value at closing (lower of price and appraisal). */
  originalValue: number;
  /** The note rate: the older rule's end date follows the amortisation schedule. */
  annualRatePercent: number | undefined;
  termMonths: number;
  /** YYYY-MM-DD; the case number's date is not on record, so the closing date stands in for it. */
  closingDate: string;
};

export type FhaMipEnd =
  | {
      kind: 'ends';
      rule: 'eleven-years' | 'seventy-eight-percent';
      /** The last payment that carries the premium. */
      payment: number;
      /** That payment's due date, YYYY-MM-DD: the premium stops after it. */
      date: string;
    }
  | { kind: 'life-of-loan' }
  | { kind: 'unknown'; reason: string };

export function fhaMipEnd(loan: FhaMipLoan): FhaMipEnd {
  const { originalLoanAmount, originalValue, annualRatePercent, termMonths, closingDate } = loan;
  requireAmount('originalLoanAmount', originalLoanAmount);
  requireAmount('originalValue', originalValue);
  if (originalValue === 0) return { kind: 'unknown', reason: 'The original value is unknown' };
  const duration = fhaMipDuration((originalLoanAmount * 100) / originalValue, closingDate);
  if (duration.kind === 'life-of-loan') return { kind: 'life-of-loan' };
  if (duration.kind === 'years') {
    const payment = Math.min(termMonths, FHA_MIP_ELEVEN_YEARS_IN_MONTHS);
    return { kind: 'ends', rule: 'eleven-years', payment, date: loanPaymentDate(closingDate, payment) };
  }
  if (closingDate < FHA_MIP_78_PERCENT_RULES_FROM) {
    return { kind: 'unknown', reason: 'This FHA loan began before 2001, when the premium followed older rules' };
  }
  if (annualRatePercent === undefined) {
    return { kind: 'unknown', reason: "The loan's rate is needed to tell when its premium ends" };
  }
  const target = (originalValue * FHA_MIP_CANCELLATION_LOAN_TO_VALUE_PERCENT) / 100;
  const reached = paymentsUntilBalance(originalLoanAmount, annualRatePercent, termMonths, target);
  const minimum = termMonths > FHA_SHORT_TERM_MONTHS ? FHA_MIP_MINIMUM_PREMIUM_MONTHS : 1;
  const payment = Math.min(termMonths, Math.max(reached, minimum));
  return { kind: 'ends', rule: 'seventy-eight-percent', payment, date: loanPaymentDate(closingDate, payment) };
}

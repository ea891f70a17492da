import { balanceAfter, paymentsUntilBalance } from './amortization';
import { paymentDueDate } from './calendar-month';
import { requireAmount } from './inputs';
import { LOAN_TO_VALUE_THRESHOLD_PERCENT } from './loan-to-value';

/**
 * The Homeowners Protection Act's PMI end dates for a conventional fixed-rate loan (closed on or
 * after 1999-07-29, one-unit primary or second home; Fannie Mae Servicing Guide B-8.1-04). All are
 * judged on the INITIAL amortisation schedule against the ORIGINAL value, so extra payments or a
 * rising market move none of them; those are the current-value route's business.
 */

/** Borrower-requested cancellation once the balance is scheduled to reach this share of original value. */
export const HPA_REQUEST_LOAN_TO_VALUE_PERCENT = LOAN_TO_VALUE_THRESHOLD_PERCENT;
/** Automatic termination when the balance is first scheduled to reach this share, if the loan is current. */
export const HPA_AUTOMATIC_LOAN_TO_VALUE_PERCENT = 78;

export type HpaLoan = {
  originalLoanAmount: number;
  /** The lower of the purchase price and the appraisal at closing. */
  originalValue: number;
  annualRatePercent: number;
  termMonths: number;
  /** Due date of the first payment, YYYY-MM-DD. */
  firstPaymentDate: string;
};

export type HpaMilestone = {
  /** Payment number (1 is the first payment) after which the milestone is reached. */
  payment: number;
  /** That payment's due date, YYYY-MM-DD. */
  date: string;
  /** The scheduled balance after that payment, unrounded. */
  scheduledBalance: number;
};

export type HpaDates =
  | { applies: false; reason: string }
  | {
      applies: true;
      /** The borrower may ask (in writing, loan current, good payment history, no second liens). */
      requestCancellation: HpaMilestone & { targetBalance: number };
      /** PMI ends by law if the loan is current. */
      automaticTermination: HpaMilestone & { targetBalance: number };
      /** The month after the amortisation midpoint: PMI ends whatever the balance, if current. */
      finalTermination: HpaMilestone;
      /** Whichever of automatic and final termination comes first: the latest PMI can run. */
      latestEnd: HpaMilestone;
    };

/** The payment after the amortisation midpoint: 181 of 360, 91 of 180. */
export function midpointTerminationPayment(termMonths: number): number {
  return Math.floor(termMonths / 2) + 1;
}

export function homeownersProtectionDates(loan: HpaLoan): HpaDates {
  const { originalLoanAmount, originalValue, annualRatePercent, termMonths, firstPaymentDate } = loan;
  requireAmount('originalValue', originalValue);
  requireAmount('originalLoanAmount', originalLoanAmount);
  if (originalValue === 0) return { applies: false, reason: 'The original value is unknown' };
  const requestTarget = (originalValue * HPA_REQUEST_LOAN_TO_VALUE_PERCENT) / 100;
  if (originalLoanAmount <= requestTarget) {
    return { applies: false, reason: 'The loan started at or below 80% of the original value, so it needs no PMI' };
  }
  const milestone = (payment: number): HpaMilestone => ({
    payment,
    date: paymentDueDate(firstPaymentDate, payment),
    scheduledBalance: balanceAfter(originalLoanAmount, annualRatePercent, termMonths, payment),
  });
  const automaticTarget = (originalValue * HPA_AUTOMATIC_LOAN_TO_VALUE_PERCENT) / 100;
  // A loan above 80% has a balance above both targets at the start, so both payments are >= 1.
  const requestCancellation = {
    ...milestone(paymentsUntilBalance(originalLoanAmount, annualRatePercent, termMonths, requestTarget)),
    targetBalance: requestTarget,
  };
  const automaticTermination = {
    ...milestone(paymentsUntilBalance(originalLoanAmount, annualRatePercent, termMonths, automaticTarget)),
    targetBalance: automaticTarget,
  };
  const finalTermination = milestone(midpointTerminationPayment(termMonths));
  const latestEnd = automaticTermination.payment <= finalTermination.payment ? automaticTermination : finalTermination;
  return {
    applies: true,
    requestCancellation,
    automaticTermination,
    finalTermination,
    latestEnd: { payment: latestEnd.payment, date: latestEnd.date, scheduledBalance: latestEnd.scheduledBalance },
  };
}

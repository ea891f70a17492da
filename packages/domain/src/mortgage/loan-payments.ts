import { addMonths, isIsoDate, paymentDueDate, wholeMonthsBetween } from './calendar-month';
import { requireWholeMonths } from './inputs';

/**
 * A loan's payments on the calendar. The first payment falls due on the first of the second month
 * after closing (a loan closed on 15 June pays first on 1 August), the usual US arrangement and
 * the one the local property data amortises its balances with.
 */

/** The loan's closing date as a calendar date, when the text holds a real one (YYYY-MM-DD...). */
export function loanClosingDate(loanDate: string | null | undefined): string | undefined {
  const date = loanDate?.slice(0, 10);
  return date && isIsoDate(date) ? date : undefined;
}

/** The due date of the first payment of a loan closed on `closingDate`. */
export function firstPaymentDueDate(closingDate: string): string {
  return addMonths(`${closingDate.slice(0, 7)}-01`, 2);
}

/** The payments due on or before `today` (0 before the first), never more than the term. */
export function paymentsDueBy(closingDate: string, termMonths: number, today: string): number {
  requireWholeMonths('termMonths', termMonths, 1);
  const first = firstPaymentDueDate(closingDate);
  if (today < first) return 0;
  return Math.min(termMonths, wholeMonthsBetween(first, today) + 1);
}

/** The payments still to make after `today`: the whole term before the first is due, 0 once paid off. */
export function paymentsRemaining(closingDate: string, termMonths: number, today: string): number {
  return termMonths - paymentsDueBy(closingDate, termMonths, today);
}

/** The due date of payment `paymentNumber` of a loan closed on `closingDate`. */
export function loanPaymentDate(closingDate: string, paymentNumber: number): string {
  return paymentDueDate(firstPaymentDueDate(closingDate), paymentNumber);
}

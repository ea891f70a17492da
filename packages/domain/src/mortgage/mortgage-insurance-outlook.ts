import { currentValueRemoval, type CurrentValueRemoval } from './current-value-removal';
import { fhaMipEnd, type FhaMipEnd } from './fha-mip-end';
import { homeownersProtectionDates, type HpaDates } from './homeowners-protection';
import { balanceAtLoanToValue } from './loan-to-value';
import { wholeMonthsBetween } from './calendar-month';
import { firstPaymentDueDate } from './loan-payments';
import {
  DEFAULT_TERM_MONTHS,
  estimateMortgageInsurance,
  type LoanProgram,
  type MortgageInsuranceEstimate,
} from './mortgage-insurance';
import { roundToDollars } from './rounding';

/**
 * Whether a loan still pays mortgage insurance today, and how it ends. One answer for the PMI/MIP
 * page, the summary of every tool and the alerts, so none of them shows a premium beside a date by
 * which it should already have ended, or a pay-down target for a loan that has no insurance.
 */

/** How the insurance on a loan ends, by program, for the sentences of the PMI/MIP page. */
export type RemovalOutlook =
  | { program: 'conventional'; dates: HpaDates | undefined; currentValue: CurrentValueRemoval | undefined }
  | { program: 'fha'; end: FhaMipEnd | undefined }
  | { program: 'va' }
  | { program: 'other' };

/** The rule by which insurance that should already have stopped stopped. */
export type InsuranceEndRule = 'automatic-termination' | 'midpoint' | 'fha-eleven-years' | 'fha-78-percent';

export type InForceEstimate = Extract<MortgageInsuranceEstimate, { basis: 'estimate' | 'fallback' }>;

export type MortgageInsuranceOutlook =
  /** No insurance on this loan: VA, a loan that started at or below 80%, or nothing owed. */
  | { status: 'none'; reason: string }
  /** By its rules the insurance should already have stopped, on `endedOn` (YYYY-MM-DD), if payments are current. */
  | { status: 'ended'; endedOn: string; rule: InsuranceEndRule }
  | {
      status: 'in-force';
      /** Whole dollars a month: 0 for a premium under 50 cents (a loan within months of its end). */
      monthly: number;
      estimate: InForceEstimate;
      /** When it stops by its rules (YYYY-MM-DD, after today); undefined for life of loan or unknown. */
      endsOn: string | undefined;
    };

/** The loan facts the outlook needs; amounts in whole dollars, unknown ones undefined. */
export type InsuredLoan = {
  program: LoanProgram;
  originalLoanAmount: number | undefined;
  /** The value at closing (lower of price and appraisal). */
  originalValue: number | undefined;
  annualRatePercent: number | undefined;
  termMonths: number | undefined;
  /** YYYY-MM-DD. */
  closingDate: string | undefined;
  /** The balance in force. */
  balance: number;
  /** Today's estimated value; 0 when unknown. */
  currentValue: number;
};

export function mortgageInsuranceOutlook(
  loan: InsuredLoan,
  today: string,
): { insurance: MortgageInsuranceOutlook; removal: RemovalOutlook } {
  const { program, balance } = loan;
  const removal = removalOutlook(loan, today);
  if (program === 'va')
    return { insurance: { status: 'none', reason: 'VA loans have no monthly mortgage insurance' }, removal };
  if (balance === 0)
    return { insurance: { status: 'none', reason: 'Nothing is owed, so nothing is insured' }, removal };
  const estimate = estimateMortgageInsurance({
    program,
    originalLoanAmount: loan.originalLoanAmount,
    originalValue: loan.originalValue,
    balance,
    termMonths: loan.termMonths,
  });
  if (estimate.basis === 'not-required') return { insurance: { status: 'none', reason: estimate.reason }, removal };
  const end = scheduledEnd(removal);
  if (end.kind === 'none') return { insurance: { status: 'none', reason: end.reason }, removal };
  if (end.kind === 'ends' && end.date <= today) {
    return { insurance: { status: 'ended', endedOn: end.date, rule: end.rule }, removal };
  }
  return {
    insurance: {
      status: 'in-force',
      monthly: roundToDollars(estimate.monthly),
      estimate,
      endsOn: end.kind === 'ends' ? end.date : undefined,
    },
    removal,
  };
}

type ScheduledEnd =
  { kind: 'ends'; date: string; rule: InsuranceEndRule } | { kind: 'none'; reason: string } | { kind: 'unknown' };

function scheduledEnd(removal: RemovalOutlook): ScheduledEnd {
  if (removal.program === 'fha') {
    const end = removal.end;
    if (end?.kind !== 'ends') return { kind: 'unknown' };
    return { kind: 'ends', date: end.date, rule: end.rule === 'eleven-years' ? 'fha-eleven-years' : 'fha-78-percent' };
  }
  if (removal.program !== 'conventional' || !removal.dates) return { kind: 'unknown' };
  const { dates } = removal;
  if (!dates.applies) return { kind: 'none', reason: dates.reason };
  const automatic = dates.automaticTermination.payment <= dates.finalTermination.payment;
  return { kind: 'ends', date: dates.latestEnd.date, rule: automatic ? 'automatic-termination' : 'midpoint' };
}

function removalOutlook(loan: InsuredLoan, today: string): RemovalOutlook {
  const { program, originalLoanAmount, originalValue, annualRatePercent, closingDate, balance, currentValue } = loan;
  if (program === 'va') return { program: 'va' };
  if (program === 'other') return { program: 'other' };
  const termMonths = loan.termMonths ?? DEFAULT_TERM_MONTHS;
  const hasOriginal = originalLoanAmount !== undefined && originalValue !== undefined && originalValue > 0;
  if (program === 'fha') {
    return {
      program: 'fha',
      end:
        hasOriginal && closingDate !== undefined
          ? fhaMipEnd({ originalLoanAmount, originalValue, annualRatePercent, termMonths, closingDate })
          : undefined,
    };
  }
  const dates =
    hasOriginal && closingDate !== undefined && annualRatePercent !== undefined
      ? homeownersProtectionDates({
          originalLoanAmount,
          originalValue,
          annualRatePercent,
          termMonths,
          firstPaymentDate: firstPaymentDueDate(closingDate),
        })
      : undefined;
  const loanAgeMonths = closingDate !== undefined && closingDate <= today ? wholeMonthsBetween(closingDate, today) : 0;
  return { program: 'conventional', dates, currentValue: onTodaysValue(balance, currentValue, loanAgeMonths) };
}

/** Removal on today's value, with the pay-down in whole dollars that gets the balance to the line. */
function onTodaysValue(balance: number, value: number, loanAgeMonths: number): CurrentValueRemoval | undefined {
  if (value <= 0) return undefined;
  const removal = currentValueRemoval(balance, value, loanAgeMonths);
  if (removal.status === 'too-soon') return removal;
  const paydownNeeded = Math.max(0, balance - balanceAtLoanToValue(value, removal.maximumLoanToValuePercent));
  return { ...removal, paydownNeeded };
}

import {
  addMonths,
  cashAvailable,
  currentValueRemoval,
  DEFAULT_TERM_MONTHS,
  estimateMortgageInsurance,
  fhaMipDuration,
  hasReachedLoanToValueThreshold,
  homeownersProtectionDates,
  isIsoDate,
  loanProgramOf,
  loanToValuePercent,
  LOAN_TO_VALUE_THRESHOLD_PERCENT,
  wholeMonthsBetween,
  type CurrentValueRemoval,
  type FhaMipDuration,
  type HpaDates,
  type LoanProgram,
  type MortgageInsuranceEstimate,
  type PropertyRecord,
} from '@roost/domain';

/** How the insurance can end for this loan's program. */
export type RemovalOutlook =
  | { program: 'conventional'; dates: HpaDates | undefined; currentValue: CurrentValueRemoval | undefined }
  | { program: 'fha'; duration: FhaMipDuration | undefined }
  | { program: 'va' }
  | { program: 'other' };

export interface PmiFigures {
  value: number;
  balance: number;
  loanToValuePercent: number | undefined;
  reachedThreshold: boolean;
  cashAvailable: number;
  /** Principal still to pay (or value still to gain) before the balance is at 80% of today's value. */
  toThreshold: number;
  program: LoanProgram;
  insurance: MortgageInsuranceEstimate;
  removal: RemovalOutlook;
}

const known = (amount: number | null): number | undefined => (amount !== null && amount >= 0 ? amount : undefined);

/** The loan's calendar date, when the record has a real one. */
function loanDateOf(record: PropertyRecord): string | undefined {
  const date = record.loanDate?.slice(0, 10);
  return date && isIsoDate(date) ? date : undefined;
}

/** Every figure on the page, from the record, the balance in force and today's date. */
export function pmiFigures(record: PropertyRecord, balance: number, today: string): PmiFigures {
  const value = known(record.estimate) ?? 0;
  const program = loanProgramOf(record.loanType);
  const insurance = estimateMortgageInsurance({
    program,
    originalLoanAmount: known(record.loanAmount),
    originalValue: known(record.salePrice),
    balance,
    termMonths: record.loanTermMonths ?? undefined,
  });
  return {
    value,
    balance,
    loanToValuePercent: loanToValuePercent(balance, value),
    reachedThreshold: hasReachedLoanToValueThreshold(balance, value),
    cashAvailable: cashAvailable(value, balance),
    toThreshold: Math.max(0, balance - (value * LOAN_TO_VALUE_THRESHOLD_PERCENT) / 100),
    program,
    insurance,
    removal: removalOutlook(record, program, balance, value, today),
  };
}

function removalOutlook(
  record: PropertyRecord,
  program: LoanProgram,
  balance: number,
  value: number,
  today: string,
): RemovalOutlook {
  if (program === 'va') return { program: 'va' };
  if (program === 'other') return { program: 'other' };
  const loanAmount = known(record.loanAmount);
  const salePrice = known(record.salePrice);
  const loanDate = loanDateOf(record);
  const originalLoanToValue = loanAmount !== undefined && salePrice ? (loanAmount * 100) / salePrice : undefined;
  if (program === 'fha') {
    return {
      program: 'fha',
      duration: originalLoanToValue === undefined ? undefined : fhaMipDuration(originalLoanToValue, loanDate),
    };
  }
  const canDate = loanAmount !== undefined && salePrice !== undefined && loanDate && record.loanRatePercent !== null;
  const dates = canDate
    ? homeownersProtectionDates({
        originalLoanAmount: loanAmount,
        originalValue: salePrice,
        annualRatePercent: record.loanRatePercent!,
        termMonths: record.loanTermMonths ?? DEFAULT_TERM_MONTHS,
        // The first payment falls due on the first of the second month after closing.
        firstPaymentDate: addMonths(`${loanDate.slice(0, 7)}-01`, 2),
      })
    : undefined;
  const loanAgeMonths = loanDate && loanDate <= today ? wholeMonthsBetween(loanDate, today) : 0;
  const currentValue = value > 0 ? currentValueRemoval(balance, value, loanAgeMonths) : undefined;
  return { program: 'conventional', dates, currentValue };
}

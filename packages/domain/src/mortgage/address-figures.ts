import type { PropertyRecord } from '../property';
import { isIsoDate } from './calendar-month';
import { requireAmount } from './inputs';
import {
  balanceAtLoanToValue,
  cashAvailable,
  hasReachedLoanToValueThreshold,
  LOAN_TO_VALUE_THRESHOLD_PERCENT,
  loanToValuePercent,
} from './loan-to-value';
import { loanClosingDate } from './loan-payments';
import {
  mortgageInsuranceOutlook,
  type MortgageInsuranceOutlook,
  type RemovalOutlook,
} from './mortgage-insurance-outlook';
import { loanProgramOf, type LoanProgram } from './mortgage-insurance';
import { roundToDollars } from './rounding';

/**
 * The figures every address tool shows for a home (PMI/MIP Removal, Payment Design Center, Refi
 * Center, the summary strip) and the alerts watch. Worked out once, here, from whole-dollar value
 * and balance, so no two places can differ by a dollar. Pure: the record, the balance in force and
 * today's date are all it needs.
 */
export interface AddressFigures {
  /** Today's estimated value, whole dollars; 0 when there is none. */
  value: number;
  /** The balance in force, whole dollars. */
  balance: number;
  /** Balance over value, a whole percent (spec section 9); undefined without a value. */
  loanToValuePercent: number | undefined;
  /** At or below 80% as shown: 'Congratulations!' rather than 'Almost there!'. */
  reachedThreshold: boolean;
  /** 80% of the value (rounded down) less the balance, never below 0, whole dollars. */
  cashAvailable: number;
  /**
   * Principal to pay down (or value to gain) before the balance is at 80% of today's value, whole
   * dollars. Only while there is insurance in force to remove that way: undefined without a value,
   * once at the line, and for a loan with no insurance or insurance that should already have ended.
   */
  toThreshold: number | undefined;
  program: LoanProgram;
  /** The monthly insurance today: none, should already have ended, or in force with its estimate. */
  insurance: MortgageInsuranceOutlook;
  /** How the insurance ends, by program. */
  removal: RemovalOutlook;
}

/** A record's amount, when it is a real one. */
const known = (amount: number | null): number | undefined =>
  amount !== null && Number.isFinite(amount) && amount >= 0 ? amount : undefined;

const wholeMonths = (months: number | null): number | undefined =>
  months !== null && Number.isInteger(months) && months > 0 ? months : undefined;

/**
 * Every figure of an address. `balance` is the one in force (the person's own figure, else the
 * record's estimate); `today` is a YYYY-MM-DD date.
 */
export function addressFigures(record: PropertyRecord, balance: number, today: string): AddressFigures {
  requireAmount('balance', balance);
  if (!isIsoDate(today)) throw new RangeError(`today must be a calendar date as YYYY-MM-DD, got ${today}`);
  const value = roundToDollars(known(record.estimate) ?? 0);
  const owed = roundToDollars(balance);
  const rate = known(record.loanRatePercent);
  const program = loanProgramOf(record.loanType);
  const { insurance, removal } = mortgageInsuranceOutlook(
    {
      program,
      originalLoanAmount: known(record.loanAmount),
      originalValue: known(record.salePrice),
      annualRatePercent: rate !== undefined && rate <= 100 ? rate : undefined,
      termMonths: wholeMonths(record.loanTermMonths),
      closingDate: loanClosingDate(record.loanDate),
      balance: owed,
      currentValue: value,
    },
    today,
  );
  const reachedThreshold = hasReachedLoanToValueThreshold(owed, value);
  const removable = value > 0 && !reachedThreshold && insurance.status === 'in-force';
  return {
    value,
    balance: owed,
    loanToValuePercent: loanToValuePercent(owed, value),
    reachedThreshold,
    cashAvailable: cashAvailable(value, owed),
    toThreshold: removable ? owed - balanceAtLoanToValue(value, LOAN_TO_VALUE_THRESHOLD_PERCENT) : undefined,
    program,
    insurance,
    removal,
  };
}

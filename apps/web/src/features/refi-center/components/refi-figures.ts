import {
  ARM_5_6,
  armPayments,
  DEFAULT_TERM_MONTHS,
  monthlyPayment,
  PAYMENT_DESIGN_DEFAULTS,
  PAYMENT_TERM_OPTIONS,
  type ArmReset,
  type PaymentTerm,
  type PropertyRecord,
} from '@roost/domain';
import { todayRateForTerm, type TodayRates } from '../../../lib/today-rates';

/** The loan as recorded: its principal-and-interest payment from the original amount, rate and term. */
export interface CurrentLoanPayment {
  loanAmount: number;
  ratePercent: number;
  termMonths: number;
  principalAndInterest: number;
}

export interface RefinanceOption {
  term: PaymentTerm;
  label: string;
  ratePercent: number;
  termMonths: number;
  principalAndInterest: number;
  /** Principal and interest plus the same taxes and insurance as today. */
  total: number;
  /** New principal and interest minus today's; negative is a saving. Absent when today's is unknown. */
  monthlyChange: number | undefined;
  /** The 5-year ARM only: the most the payment can be at its first reset (month 61) under the 2/1/5 caps. */
  worstCaseFirstReset?: ArmReset;
}

/** A typical margin of the 5/6 SOFR ARM; it bounds only the rate's floor, not the worst case shown. */
const ILLUSTRATIVE_ARM_MARGIN_PERCENT = 2.75;

export function currentLoanPayment(record: PropertyRecord): CurrentLoanPayment | undefined {
  const { loanAmount, loanRatePercent } = record;
  if (loanAmount === null || loanAmount <= 0 || loanRatePercent === null || loanRatePercent < 0) return undefined;
  const termMonths = record.loanTermMonths ?? DEFAULT_TERM_MONTHS;
  return {
    loanAmount,
    ratePercent: loanRatePercent,
    termMonths,
    principalAndInterest: monthlyPayment(loanAmount, loanRatePercent, termMonths),
  };
}

/** A rate-and-term refinance of the balance in force (no cash out) at today's rate for each term. */
export function refinanceOptions(
  balance: number,
  rates: TodayRates,
  current: CurrentLoanPayment | undefined,
  monthlyTaxes: number,
): RefinanceOption[] {
  const taxesAndInsurance = monthlyTaxes + PAYMENT_DESIGN_DEFAULTS.monthlyInsurance;
  return PAYMENT_TERM_OPTIONS.map(({ term, label, months }) => {
    const ratePercent = todayRateForTerm(rates, term);
    const principalAndInterest = monthlyPayment(balance, ratePercent, months);
    const option: RefinanceOption = {
      term,
      label,
      ratePercent,
      termMonths: months,
      principalAndInterest,
      total: principalAndInterest + taxesAndInsurance,
      monthlyChange: current ? principalAndInterest - current.principalAndInterest : undefined,
    };
    if (term !== 'arm5' || balance <= 0) return option;
    // The worst case at the first reset is the start rate plus the first-change cap (or the lifetime cap):
    // it does not depend on where the index will be, so the index passed here only shapes unused figures.
    const arm = armPayments({
      principal: balance,
      initialRatePercent: ratePercent,
      termMonths: months,
      marginPercent: ILLUSTRATIVE_ARM_MARGIN_PERCENT,
      indexPercent: Math.max(0, ratePercent - ILLUSTRATIVE_ARM_MARGIN_PERCENT),
    });
    return { ...option, worstCaseFirstReset: arm.worstCaseFirstReset };
  });
}

export const ARM_FIRST_RESET_MONTH = ARM_5_6.initialFixedMonths + 1;

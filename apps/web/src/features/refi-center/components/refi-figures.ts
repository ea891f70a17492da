import {
  ARM_5_6,
  armPayments,
  compareRefinance,
  DEFAULT_TERM_MONTHS,
  loanClosingDate,
  monthlyPayment,
  PAYMENT_DESIGN_DEFAULTS,
  PAYMENT_TERM_OPTIONS,
  paymentsRemaining,
  roundToDollars,
  type ArmReset,
  type PaymentTerm,
  type PropertyRecord,
  type RefinanceComparison,
} from '@roost/domain';
import { formatMoney } from '../../../lib/format';
import { todayRateForTerm, type TodayRates } from '../../../lib/today-rates';

/** The loan as recorded: its principal-and-interest payment from the original amount, rate and term. */
export interface CurrentLoanPayment {
  loanAmount: number;
  ratePercent: number;
  termMonths: number;
  principalAndInterest: number;
  /** Payments still to make after today; undefined without a loan date. */
  remainingMonths: number | undefined;
}

export interface RefinanceOption {
  term: PaymentTerm;
  label: string;
  ratePercent: number;
  termMonths: number;
  principalAndInterest: number;
  /** Principal and interest plus the same taxes and insurance as today. */
  total: number;
  /** New principal and interest minus today's, whole dollars; negative is lower. Absent when today's is unknown. */
  monthlyChange: number | undefined;
  /** What makes the difference (term, rate), when the months left on today's loan are known. */
  comparison: RefinanceComparison | undefined;
  /** The 5-year ARM only: the most the payment can be at its first reset (month 61) under the 2/1/5 caps. */
  worstCaseFirstReset?: ArmReset;
}

/** A typical margin of the 5/6 SOFR ARM; it bounds only the rate's floor, not the worst case shown. */
const ILLUSTRATIVE_ARM_MARGIN_PERCENT = 2.75;

export function currentLoanPayment(record: PropertyRecord, today: string): CurrentLoanPayment | undefined {
  const { loanAmount, loanRatePercent } = record;
  if (loanAmount === null || loanAmount <= 0 || loanRatePercent === null || loanRatePercent < 0) return undefined;
  const termMonths = record.loanTermMonths ?? DEFAULT_TERM_MONTHS;
  const closingDate = loanClosingDate(record.loanDate);
  return {
    loanAmount,
    ratePercent: loanRatePercent,
    termMonths,
    principalAndInterest: monthlyPayment(loanAmount, loanRatePercent, termMonths),
    remainingMonths: closingDate === undefined ? undefined : paymentsRemaining(closingDate, termMonths, today),
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
    const comparison =
      current?.remainingMonths && current.remainingMonths > 0
        ? compareRefinance({
            currentPayment: current.principalAndInterest,
            currentRatePercent: current.ratePercent,
            remainingMonths: current.remainingMonths,
            balance,
            newRatePercent: ratePercent,
            newTermMonths: months,
          })
        : undefined;
    const option: RefinanceOption = {
      term,
      label,
      ratePercent,
      termMonths: months,
      principalAndInterest,
      total: principalAndInterest + taxesAndInsurance,
      // The difference of the two whole-dollar payments shown, so it adds up on the page.
      monthlyChange: current
        ? roundToDollars(principalAndInterest) - roundToDollars(current.principalAndInterest)
        : undefined,
      comparison,
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

/** A term in words: '30 years', '12 years and 4 months', '7 months'. */
function termText(months: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} and ${plural(rest, 'month')}`;
}

/**
 * The option's payment against today's, in words that never present a lower payment as a saving
 * when it comes from a longer term or at a higher rate: '$1,170 less a month, but only because the
 * new loan runs 30 years instead of the 12 years left on yours, at a higher rate'.
 */
export function paymentChangeText({ monthlyChange, comparison, termMonths }: RefinanceOption): string {
  if (monthlyChange === undefined) return '–';
  if (monthlyChange === 0) return 'No change';
  const amount = formatMoney(Math.abs(monthlyChange));
  if (!comparison) {
    // The months left on today's loan are unknown: say at least that the new loan starts a new term.
    return `${amount} ${monthlyChange < 0 ? 'less' : 'more'} a month over a new ${Math.round(termMonths / 12)}-year term`;
  }
  const { rate, term, lowerBecause } = comparison;
  const terms = `the new loan runs ${termText(comparison.newTermMonths)} instead of the ${termText(comparison.remainingMonths)} left on yours`;
  if (monthlyChange > 0) {
    const atRate = rate === 'higher' ? ', at a higher rate' : '';
    return `${amount} more a month${atRate}${term === 'shorter' ? `: ${terms}` : ''}`;
  }
  const less = `${amount} less a month`;
  switch (lowerBecause) {
    case 'longer-term-only':
      return `${less}, but only because ${terms}${rate === 'higher' ? ', at a higher rate' : rate === 'same' ? ', at the same rate' : ''}`;
    case 'partly-longer-term':
      return `${less}, partly because ${terms}`;
    default:
      return rate === 'higher' ? `${less}, though at a higher rate` : less;
  }
}

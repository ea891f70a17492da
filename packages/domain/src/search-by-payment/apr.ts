import { monthlyPayment } from '../mortgage/amortization';
import { requireAmount, requireRatePercent, requireWholeMonths } from '../mortgage/inputs';

/**
 * The annual percentage rate in the manner of Regulation Z (12 CFR 1026.22 and Appendix J): the
 * rate at which the scheduled payments (principal and interest plus monthly mortgage insurance)
 * discount back to the amount financed, the loan less the prepaid finance charges. The fees are
 * assumptions stated here and in docs/deviations.md, not a quote.
 */

/** The closing costs assumed to be finance charges on every option. */
export const ASSUMED_FINANCE_CHARGES = {
  /** Origination, percent of the note amount. */
  originationPercent: 1,
  /** Underwriting, processing and similar lender fees, in dollars. */
  lenderFees: 1_500,
} as const;

export interface FinanceChargeInput {
  loanAmount: number;
  /** An FHA upfront premium or VA funding fee financed into loanAmount: a finance charge too. */
  financedUpfrontFee: number;
  originationPercent?: number;
  lenderFees?: number;
}

/** The prepaid finance charges: origination, lender fees and any financed upfront fee. */
export function prepaidFinanceCharges(input: FinanceChargeInput): number {
  const {
    loanAmount,
    financedUpfrontFee,
    originationPercent = ASSUMED_FINANCE_CHARGES.originationPercent,
    lenderFees = ASSUMED_FINANCE_CHARGES.lenderFees,
  } = input;
  requireAmount('loanAmount', loanAmount);
  requireAmount('financedUpfrontFee', financedUpfrontFee);
  requireRatePercent('originationPercent', originationPercent);
  requireAmount('lenderFees', lenderFees);
  return (loanAmount * originationPercent) / 100 + lenderFees + financedUpfrontFee;
}

export interface AprLoan {
  /** The note amount, including any financed upfront fee. */
  loanAmount: number;
  ratePercent: number;
  termMonths: number;
  prepaidFinanceCharges: number;
  /** Level monthly mortgage insurance paid with the first `mortgageInsuranceMonths` payments. */
  monthlyMortgageInsurance?: number;
  mortgageInsuranceMonths?: number;
}

// The present value at monthly rate r of `amount` paid at the end of each of `months` months.
function annuityValue(amount: number, months: number, monthlyRate: number): number {
  if (months === 0 || amount === 0) return 0;
  if (monthlyRate === 0) return amount * months;
  return (-amount * Math.expm1(-months * Math.log1p(monthlyRate))) / monthlyRate;
}

const BISECTION_STEPS = 200;

/** The APR in percent, unrounded (disclosures show it to three decimals; Reg Z's tolerance is 1/8 point). */
export function annualPercentageRate(loan: AprLoan): number {
  const { loanAmount, ratePercent, termMonths, monthlyMortgageInsurance = 0, mortgageInsuranceMonths = 0 } = loan;
  requireAmount('loanAmount', loanAmount);
  requireRatePercent('ratePercent', ratePercent);
  requireWholeMonths('termMonths', termMonths, 1);
  requireAmount('prepaidFinanceCharges', loan.prepaidFinanceCharges);
  requireAmount('monthlyMortgageInsurance', monthlyMortgageInsurance);
  requireWholeMonths('mortgageInsuranceMonths', mortgageInsuranceMonths, 0);
  if (mortgageInsuranceMonths > termMonths) {
    throw new RangeError(`mortgageInsuranceMonths (${mortgageInsuranceMonths}) must not exceed termMonths`);
  }
  const amountFinanced = loanAmount - loan.prepaidFinanceCharges;
  if (amountFinanced <= 0) throw new RangeError('The finance charges must be less than the loan amount');
  const principalInterest = monthlyPayment(loanAmount, ratePercent, termMonths);
  const valueAt = (monthlyRate: number) =>
    annuityValue(principalInterest, termMonths, monthlyRate) +
    annuityValue(monthlyMortgageInsurance, mortgageInsuranceMonths, monthlyRate);
  // The payments repay at least the loan at the note rate, so at the note rate they are worth at
  // least the amount financed; the APR is at or above it. Widen until they are worth less.
  let low = ratePercent / 1200;
  let high = Math.max(low * 2, 0.01);
  while (valueAt(high) > amountFinanced) high *= 2;
  for (let step = 0; step < BISECTION_STEPS && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2;
    if (valueAt(middle) > amountFinanced) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 1200;
}

import { monthlyPayment } from '../mortgage/amortization';
import { requireAmount, requireRatePercent, requireWholeMonths } from '../mortgage/inputs';

/**
 * The purchase math of Search by Payment (domain brief section 3): the highest price a monthly
 * budget carries, how a price splits into down payment and loan, and the monthly parts of owning
 * it. Pure and in full precision; purchase-options.ts decides where whole dollars are needed.
 */

/** Every option is a 30-year fixed loan: the PMMS 30-year average is the rate the caller passes. */
export const PURCHASE_TERM_MONTHS = 360;

export interface BudgetPriceInput {
  /** Dollars a month for principal, interest, taxes, mortgage insurance, homeowners insurance and HOA dues. */
  monthlyBudget: number;
  ratePercent: number;
  termMonths: number;
  /** d: the down payment in percent of the price. */
  downPaymentPercent: number;
  /** u: an upfront fee financed into the loan (FHA UFMIP, VA funding fee), percent of the base loan. */
  upfrontFeePercent: number;
  /** m: annual mortgage insurance in percent of the base loan. */
  annualMortgageInsurancePercent: number;
  /** t: annual property tax in percent of the price. */
  propertyTaxPercent: number;
  monthlyInsurance: number;
  monthlyHoa?: number;
}

function requirePercentBelowHundred(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value >= 100) {
    throw new RangeError(`${name} must be a percent from 0 up to (not including) 100, got ${value}`);
  }
}

/**
 * Price = (B − insurance − HOA) / [(1−d)(1+u)f + t/12 + (1−d)m/12], f the monthly payment per dollar
 * borrowed. Unrounded. A budget that does not cover insurance and HOA dues buys nothing: RangeError.
 */
export function purchasePriceForBudget(input: BudgetPriceInput): number {
  const { monthlyBudget, ratePercent, termMonths, downPaymentPercent, upfrontFeePercent } = input;
  const { annualMortgageInsurancePercent, propertyTaxPercent, monthlyInsurance, monthlyHoa = 0 } = input;
  requireAmount('monthlyBudget', monthlyBudget);
  requireRatePercent('ratePercent', ratePercent);
  requireWholeMonths('termMonths', termMonths, 1);
  requirePercentBelowHundred('downPaymentPercent', downPaymentPercent);
  requireRatePercent('upfrontFeePercent', upfrontFeePercent);
  requireRatePercent('annualMortgageInsurancePercent', annualMortgageInsurancePercent);
  requireRatePercent('propertyTaxPercent', propertyTaxPercent);
  requireAmount('monthlyInsurance', monthlyInsurance);
  requireAmount('monthlyHoa', monthlyHoa);
  const forHousing = monthlyBudget - monthlyInsurance - monthlyHoa;
  if (forHousing <= 0) {
    throw new RangeError(
      `monthlyBudget (${monthlyBudget}) must be more than insurance and HOA dues (${monthlyInsurance + monthlyHoa})`,
    );
  }
  const loanShare = 1 - downPaymentPercent / 100;
  const perDollarBorrowed = monthlyPayment(1, ratePercent, termMonths);
  const perDollarOfPrice =
    loanShare * (1 + upfrontFeePercent / 100) * perDollarBorrowed +
    propertyTaxPercent / 1200 +
    (loanShare * annualMortgageInsurancePercent) / 1200;
  return forHousing / perDollarOfPrice;
}

export interface PurchaseAmounts {
  price: number;
  /** Rounded UP to the cent, so the loan-to-value never creeps above the program's (and into a dearer PMI band). */
  downPayment: number;
  /** price − downPayment: what FHA limits and premiums are judged on. */
  baseLoan: number;
  /** The financed upfront fee, rounded down to the cent. */
  upfrontFee: number;
  /** baseLoan + upfrontFee: the note amount. */
  loanAmount: number;
}

// Tolerances absorb binary noise (0.035 × 100 is 3.5000000000000004) before a ceiling or floor.
const NOISE = 1e-6;

/** How a price splits at a down-payment percent with a financed upfront fee, in whole cents. */
export function purchaseAmounts(price: number, downPaymentPercent: number, upfrontFeePercent: number): PurchaseAmounts {
  requireAmount('price', price);
  requirePercentBelowHundred('downPaymentPercent', downPaymentPercent);
  requireRatePercent('upfrontFeePercent', upfrontFeePercent);
  const priceCents = Math.round(price * 100);
  const downCents = Math.max(0, Math.ceil((priceCents * downPaymentPercent) / 100 - NOISE));
  const baseCents = priceCents - downCents;
  const feeCents = Math.floor((baseCents * upfrontFeePercent) / 100 + NOISE);
  return {
    price: priceCents / 100,
    downPayment: downCents / 100,
    baseLoan: baseCents / 100,
    upfrontFee: feeCents / 100,
    loanAmount: (baseCents + feeCents) / 100,
  };
}

export interface MonthlyParts {
  principalInterest: number;
  taxes: number;
  mortgageInsurance: number;
  hazardInsurance: number;
  hoa: number;
  /** The sum of the parts. */
  total: number;
}

export interface MonthlyPartsInput {
  amounts: PurchaseAmounts;
  ratePercent: number;
  termMonths: number;
  annualMortgageInsurancePercent: number;
  propertyTaxPercent: number;
  monthlyInsurance: number;
  monthlyHoa?: number;
}

/** The monthly cost of owning at these amounts, the same terms as the price formula, unrounded. */
export function monthlyParts(input: MonthlyPartsInput): MonthlyParts {
  const { amounts, ratePercent, termMonths, annualMortgageInsurancePercent, propertyTaxPercent } = input;
  const { monthlyInsurance, monthlyHoa = 0 } = input;
  requireRatePercent('annualMortgageInsurancePercent', annualMortgageInsurancePercent);
  requireRatePercent('propertyTaxPercent', propertyTaxPercent);
  requireAmount('monthlyInsurance', monthlyInsurance);
  requireAmount('monthlyHoa', monthlyHoa);
  const principalInterest = monthlyPayment(amounts.loanAmount, ratePercent, termMonths);
  const taxes = (amounts.price * propertyTaxPercent) / 1200;
  // The brief's formula charges mortgage insurance on the base loan, (1−d)·m.
  const mortgageInsurance = (amounts.baseLoan * annualMortgageInsurancePercent) / 1200;
  return {
    principalInterest,
    taxes,
    mortgageInsurance,
    hazardInsurance: monthlyInsurance,
    hoa: monthlyHoa,
    total: principalInterest + taxes + mortgageInsurance + monthlyInsurance + monthlyHoa,
  };
}

/**
 * Whole-dollar parts that add up to the whole-dollar total (largest remainder), for a breakdown
 * whose lines must sum to the figure printed beneath them.
 */
export function partsInWholeDollars<K extends string>(parts: Readonly<Record<K, number>>): Record<K, number> {
  const keys = Object.keys(parts) as K[];
  for (const key of keys) requireAmount(key, parts[key]);
  const total = Math.round(keys.reduce((sum, key) => sum + parts[key], 0));
  const floors = keys.map((key) => ({ key, whole: Math.floor(parts[key]), remainder: parts[key] % 1 }));
  let shortfall = total - floors.reduce((sum, { whole }) => sum + whole, 0);
  const byRemainder = [...floors].sort((a, b) => b.remainder - a.remainder);
  const result = Object.fromEntries(floors.map(({ key, whole }) => [key, whole])) as Record<K, number>;
  for (const { key } of byRemainder) {
    if (shortfall <= 0) break;
    result[key] += 1;
    shortfall -= 1;
  }
  return result;
}

/** VA funding fee by down payment and use (brief section 3; waived with service-connected disability compensation). */
export const VA_FUNDING_FEE_TABLE: Readonly<
  Record<'first' | 'later', readonly { downPaymentAtLeastPercent: number; feePercent: number }[]>
> = {
  first: [
    { downPaymentAtLeastPercent: 10, feePercent: 1.25 },
    { downPaymentAtLeastPercent: 5, feePercent: 1.5 },
    { downPaymentAtLeastPercent: 0, feePercent: 2.15 },
  ],
  later: [
    { downPaymentAtLeastPercent: 10, feePercent: 1.25 },
    { downPaymentAtLeastPercent: 5, feePercent: 1.5 },
    { downPaymentAtLeastPercent: 0, feePercent: 3.3 },
  ],
};

export function vaFundingFeePercent(downPaymentPercent: number, use: 'first' | 'later'): number {
  requirePercentBelowHundred('downPaymentPercent', downPaymentPercent);
  const row = VA_FUNDING_FEE_TABLE[use].find(
    ({ downPaymentAtLeastPercent }) => downPaymentPercent >= downPaymentAtLeastPercent,
  );
  if (!row) throw new Error('The VA funding fee table does not cover this down payment');
  return row.feePercent;
}

import { formatDollars } from '../number-text';
import { paymentsUntilBalance } from '../mortgage/amortization';
import { conventionalPmiRate } from '../mortgage/conventional-pmi';
import {
  FHA_MIP_HIGH_BALANCE_LINE,
  FHA_UPFRONT_MIP_PERCENT,
  fhaAnnualMipBasisPoints,
  fhaMipDuration,
} from '../mortgage/fha-mip';
import { HPA_AUTOMATIC_LOAN_TO_VALUE_PERCENT, midpointTerminationPayment } from '../mortgage/homeowners-protection';
import { requireAmount, requireRatePercent } from '../mortgage/inputs';
import { ASSUMED_FINANCE_CHARGES, annualPercentageRate, prepaidFinanceCharges } from './apr';
import { LOAN_TYPE, OPTION_TYPE, PAYMENT_LIMITS, type PurchaseOption } from './contracts';
import { countyCostsFor } from './county-costs';
import { loanLimitsFor, type LoanLimitsAnswer } from './loan-limits';
import {
  type MonthlyParts,
  monthlyParts,
  PURCHASE_TERM_MONTHS,
  type PurchaseAmounts,
  purchaseAmounts,
  purchasePriceForBudget,
  vaFundingFeePercent,
} from './purchase-price';

/**
 * The purchase options of a monthly budget (consumer spec sections 3 and 7; brief section 3): what
 * each program buys at today's rate in a county, with the county's loan limits applied, and the
 * monthly payment of a listed home under an option. Choices and assumptions: docs/deviations.md.
 */

type Program = 'conventional' | 'fha' | 'va';

export interface PurchaseOptionPlan {
  program: Program;
  percentDown: number;
}

/** The options in the order shown; optionId is the position (1..n), so it is stable for a day's rate. */
export const PURCHASE_OPTION_PLANS: readonly PurchaseOptionPlan[] = [
  { program: 'conventional', percentDown: 3 },
  { program: 'conventional', percentDown: 5 },
  { program: 'conventional', percentDown: 10 },
  { program: 'conventional', percentDown: 20 },
  { program: 'fha', percentDown: 3.5 },
  { program: 'va', percentDown: 0 },
];

/** Every option uses the buyer's first VA use: the usual case, and the fee the brief states first. */
const VA_USE = 'first';

export interface PurchaseOptionsInput {
  /** The monthly budget in dollars (PAYMENT_LIMITS); the API validates it first. */
  payment: number;
  /** Today's 30-year note rate in percent (the PMMS average), used by every option. */
  ratePercent: number;
  countyFips: string;
  /** The year whose loan limits apply, passed by the caller so the function stays pure. */
  year: number;
}

function upfrontFeePercentOf(program: Program, percentDown: number): number {
  if (program === 'fha') return FHA_UPFRONT_MIP_PERCENT;
  if (program === 'va') return vaFundingFeePercent(percentDown, VA_USE);
  return 0;
}

function conventionalPmiPercent(percentDown: number): number {
  // Judged on the program's loan-to-value: the down payment is rounded up, so the loan never exceeds it.
  const rate = conventionalPmiRate(100 - percentDown);
  if (rate.kind === 'outside-table') throw new Error(`No PMI rate for ${percentDown}% down: ${rate.reason}`);
  return rate.kind === 'rate' ? rate.annualPercent : 0;
}

function fhaMipPercent(baseLoan: number, percentDown: number): number {
  return (
    fhaAnnualMipBasisPoints({
      baseLoanAmount: baseLoan,
      loanToValuePercent: 100 - percentDown,
      termMonths: PURCHASE_TERM_MONTHS,
    }) / 100
  );
}

function annualMortgageInsurancePercent(program: Program, percentDown: number, baseLoan: number): number {
  if (program === 'conventional') return conventionalPmiPercent(percentDown);
  if (program === 'fha') return fhaMipPercent(baseLoan, percentDown);
  return 0;
}

interface Terms {
  ratePercent: number;
  propertyTaxPercent: number;
  monthlyInsurance: number;
}

function partsAt(program: Program, percentDown: number, price: number, terms: Terms) {
  const amounts = purchaseAmounts(price, percentDown, upfrontFeePercentOf(program, percentDown));
  const insurancePercent = annualMortgageInsurancePercent(program, percentDown, amounts.baseLoan);
  const parts = monthlyParts({
    amounts,
    ratePercent: terms.ratePercent,
    termMonths: PURCHASE_TERM_MONTHS,
    annualMortgageInsurancePercent: insurancePercent,
    propertyTaxPercent: terms.propertyTaxPercent,
    monthlyInsurance: terms.monthlyInsurance,
  });
  return { amounts, insurancePercent, parts };
}

/**
 * The price floored to whole dollars, then nudged up while the next dollar still fits the budget:
 * the cents rounding of the down payment and fee can leave room for one more dollar.
 */
function wholeDollarPrice(price: number, plan: PurchaseOptionPlan, terms: Terms, budget: number): number {
  let whole = Math.floor(price);
  while (partsAt(plan.program, plan.percentDown, whole + 1, terms).parts.total <= budget) whole += 1;
  return whole;
}

function priceForBudget(budget: number, plan: PurchaseOptionPlan, terms: Terms, mortgageInsurancePercent: number) {
  return purchasePriceForBudget({
    monthlyBudget: budget,
    ratePercent: terms.ratePercent,
    termMonths: PURCHASE_TERM_MONTHS,
    downPaymentPercent: plan.percentDown,
    upfrontFeePercent: upfrontFeePercentOf(plan.program, plan.percentDown),
    annualMortgageInsurancePercent: mortgageInsurancePercent,
    propertyTaxPercent: terms.propertyTaxPercent,
    monthlyInsurance: terms.monthlyInsurance,
  });
}

type FhaCap = 'none' | 'county-limit' | 'premium-line';

/**
 * FHA's annual premium steps up above a base loan of $726,200, so the price is solved at the lower
 * premium first and at the higher one only if the loan is above the line either way. Between the
 * two lies a gap where a larger loan is affordable only at the lower premium: there the base loan
 * stops at the line. Then the county's FHA limit caps the base loan.
 */
function fhaPrice(budget: number, plan: PurchaseOptionPlan, terms: Terms, fhaLimit: number) {
  const loanShare = 1 - plan.percentDown / 100;
  const standardPremium = fhaMipPercent(FHA_MIP_HIGH_BALANCE_LINE, plan.percentDown);
  const highBalancePremium = fhaMipPercent(FHA_MIP_HIGH_BALANCE_LINE + 1, plan.percentDown);
  let price = priceForBudget(budget, plan, terms, standardPremium);
  let cap: FhaCap = 'none';
  if (price * loanShare > FHA_MIP_HIGH_BALANCE_LINE && fhaLimit > FHA_MIP_HIGH_BALANCE_LINE) {
    const atHighBalance = priceForBudget(budget, plan, terms, highBalancePremium);
    if (atHighBalance * loanShare > FHA_MIP_HIGH_BALANCE_LINE) price = atHighBalance;
    else {
      price = FHA_MIP_HIGH_BALANCE_LINE / loanShare;
      cap = 'premium-line';
    }
  }
  if (price * loanShare > fhaLimit) {
    price = fhaLimit / loanShare;
    cap = 'county-limit';
  }
  return { price, cap };
}

function mortgageInsuranceMonths(program: Program, amounts: PurchaseAmounts, terms: Terms, insurancePercent: number) {
  if (insurancePercent === 0) return 0;
  if (program === 'fha') {
    const duration = fhaMipDuration((amounts.baseLoan / amounts.price) * 100);
    return duration.kind === 'years' ? duration.months : PURCHASE_TERM_MONTHS;
  }
  // Conventional PMI ends by law when the balance is scheduled to reach 78% of the price, or at the midpoint.
  const automatic = paymentsUntilBalance(
    amounts.loanAmount,
    terms.ratePercent,
    PURCHASE_TERM_MONTHS,
    (amounts.price * HPA_AUTOMATIC_LOAN_TO_VALUE_PERCENT) / 100,
  );
  return Math.min(automatic, midpointTerminationPayment(PURCHASE_TERM_MONTHS));
}

function aprPercentOf(program: Program, amounts: PurchaseAmounts, parts: MonthlyParts, terms: Terms, mi: number) {
  const apr = annualPercentageRate({
    loanAmount: amounts.loanAmount,
    ratePercent: terms.ratePercent,
    termMonths: PURCHASE_TERM_MONTHS,
    prepaidFinanceCharges: prepaidFinanceCharges({
      loanAmount: amounts.loanAmount,
      financedUpfrontFee: amounts.upfrontFee,
    }),
    monthlyMortgageInsurance: parts.mortgageInsurance,
    mortgageInsuranceMonths: mortgageInsuranceMonths(program, amounts, terms, mi),
  });
  return Math.round(apr * 1000) / 1000;
}

const percentText = (percent: number) => `${Number(percent.toFixed(3))}%`;

const APR_NOTE = `APR assumes ${percentText(ASSUMED_FINANCE_CHARGES.originationPercent)} origination and ${formatDollars(ASSUMED_FINANCE_CHARGES.lenderFees)} in lender fees, and a 30-year fixed rate.`;

function fallbackNote(kind: 'conforming' | 'FHA', limits: LoanLimitsAnswer, amount: number): string {
  const figure = kind === 'conforming' ? 'national baseline' : 'national FHA floor';
  return `We could not find ${limits.countyName} County's ${limits.year} ${kind} limit, so the ${figure} of ${formatDollars(amount)} is used; the county's own limit may be higher.`;
}

type BuiltOption = Omit<PurchaseOption, 'homeCount' | 'optionId'>;

function buildConventional(
  plan: PurchaseOptionPlan,
  input: PurchaseOptionsInput,
  terms: Terms,
  limits: LoanLimitsAnswer,
) {
  const pmiPercent = conventionalPmiPercent(plan.percentDown);
  const maxPurchase = wholeDollarPrice(
    priceForBudget(input.payment, plan, terms, pmiPercent),
    plan,
    terms,
    input.payment,
  );
  const { amounts, insurancePercent, parts } = partsAt(plan.program, plan.percentDown, maxPurchase, terms);
  const jumbo = amounts.loanAmount > limits.conforming.amount;
  const notes: string[] = [];
  if (insurancePercent > 0) {
    const pmi = conventionalPmiRate(100 - plan.percentDown);
    const scoreText =
      pmi.kind === 'rate' && pmi.creditScoreAssumed ? `, assuming a ${pmi.creditScoreBand} credit score` : '';
    notes.push(
      `Includes private mortgage insurance of ${percentText(insurancePercent)} a year${scoreText}; it can be removed once the loan is paid down to 80% of the price.`,
    );
  } else {
    notes.push('No mortgage insurance: 20% down keeps the loan at 80% of the price.');
  }
  if (jumbo) {
    notes.push(
      `The loan of ${formatDollars(amounts.loanAmount)} is above the ${limits.year} conforming limit for ${limits.countyName} County (${formatDollars(limits.conforming.amount)}), so it is a jumbo loan. We assume the same rate and mortgage insurance as a conforming loan; jumbo lenders often ask for a larger down payment, a higher credit score and more reserves.`,
    );
    if (limits.conforming.basis === 'fallback')
      notes.push(fallbackNote('conforming', limits, limits.conforming.amount));
  }
  notes.push(APR_NOTE);
  return finish(plan, input, terms, { amounts, parts, insurancePercent, maxPurchase, jumbo, notes });
}

function buildFha(plan: PurchaseOptionPlan, input: PurchaseOptionsInput, terms: Terms, limits: LoanLimitsAnswer) {
  const { price, cap } = fhaPrice(input.payment, plan, terms, limits.fha.amount);
  let maxPurchase = cap === 'none' ? wholeDollarPrice(price, plan, terms, input.payment) : Math.floor(price);
  const ceiling = cap === 'premium-line' ? FHA_MIP_HIGH_BALANCE_LINE : limits.fha.amount;
  // Rounding the down payment to the cent must not lift the base loan over the limit it was capped at.
  while (purchaseAmounts(maxPurchase, plan.percentDown, 0).baseLoan > ceiling) maxPurchase -= 1;
  const { amounts, insurancePercent, parts } = partsAt(plan.program, plan.percentDown, maxPurchase, terms);
  const duration = fhaMipDuration((amounts.baseLoan / amounts.price) * 100);
  const notes = [
    `Includes FHA's upfront premium of ${percentText(FHA_UPFRONT_MIP_PERCENT)} (${formatDollars(amounts.upfrontFee)}), financed into the loan, and an annual premium of ${percentText(insurancePercent)} ${duration.kind === 'years' ? 'for 11 years' : 'for the life of the loan'}.`,
  ];
  if (cap === 'county-limit') {
    notes.push(
      `FHA's ${limits.year} limit in ${limits.countyName} County caps the base loan at ${formatDollars(limits.fha.amount)}, so this option buys at most ${formatDollars(maxPurchase)} and costs ${formatDollars(parts.total)} a month, less than your budget.`,
    );
    if (limits.fha.basis === 'fallback') notes.push(fallbackNote('FHA', limits, limits.fha.amount));
  }
  if (cap === 'premium-line') {
    notes.push(
      `FHA's annual premium rises above a ${formatDollars(FHA_MIP_HIGH_BALANCE_LINE)} base loan, so this option stops there: it buys at most ${formatDollars(maxPurchase)} and costs ${formatDollars(parts.total)} a month, less than your budget.`,
    );
  }
  notes.push(APR_NOTE);
  return finish(plan, input, terms, { amounts, parts, insurancePercent, maxPurchase, jumbo: false, notes });
}

function buildVa(plan: PurchaseOptionPlan, input: PurchaseOptionsInput, terms: Terms) {
  const maxPurchase = wholeDollarPrice(priceForBudget(input.payment, plan, terms, 0), plan, terms, input.payment);
  const { amounts, insurancePercent, parts } = partsAt(plan.program, plan.percentDown, maxPurchase, terms);
  const feePercent = upfrontFeePercentOf(plan.program, plan.percentDown);
  const notes = [
    'For eligible veterans and service members. No down payment and no mortgage insurance.',
    `Includes the first-use VA funding fee of ${percentText(feePercent)} (${formatDollars(amounts.upfrontFee)}), financed into the loan; it is ${percentText(vaFundingFeePercent(plan.percentDown, 'later'))} for a later use and waived for veterans receiving service-connected disability compensation.`,
    'With full VA entitlement there is no VA loan limit.',
    APR_NOTE,
  ];
  return finish(plan, input, terms, { amounts, parts, insurancePercent, maxPurchase, jumbo: false, notes });
}

interface Figures {
  amounts: PurchaseAmounts;
  parts: MonthlyParts;
  insurancePercent: number;
  maxPurchase: number;
  jumbo: boolean;
  notes: string[];
}

function loanNameOf(program: Program, jumbo: boolean): string {
  if (program === 'fha') return 'FHA';
  if (program === 'va') return 'VA';
  return jumbo ? 'Conventional jumbo' : 'Conventional';
}

function finish(plan: PurchaseOptionPlan, input: PurchaseOptionsInput, terms: Terms, figures: Figures): BuiltOption {
  const { amounts, parts, insurancePercent, maxPurchase, jumbo, notes } = figures;
  return {
    optionType: plan.program === 'va' ? OPTION_TYPE.veteran : OPTION_TYPE.standard,
    percentDown: plan.percentDown,
    downPayment: amounts.downPayment,
    maxPurchase,
    loanAmount: amounts.loanAmount,
    loanType: LOAN_TYPE[plan.program],
    loanName: loanNameOf(plan.program, jumbo),
    taxes: parts.taxes,
    mortgageInsurance: parts.mortgageInsurance,
    hazardInsurance: parts.hazardInsurance,
    principalInterest: parts.principalInterest,
    interestRate: input.ratePercent / 100,
    aprPercent: aprPercentOf(plan.program, amounts, parts, terms, insurancePercent),
    notes,
  };
}

function requirePayment(payment: number): void {
  if (!Number.isFinite(payment) || payment < PAYMENT_LIMITS.min || payment > PAYMENT_LIMITS.max) {
    throw new RangeError(
      `payment must be between ${PAYMENT_LIMITS.min} and ${PAYMENT_LIMITS.max} dollars, got ${payment}`,
    );
  }
}

/**
 * What a monthly budget buys under each plan in a county. maxPurchase is whole dollars; the down
 * payment and loans are in cents; the monthly parts are recomputed from those amounts (unrounded),
 * so they add up to the budget within a cent at ordinary rates, or to less where a limit applies.
 */
export function purchaseOptions(input: PurchaseOptionsInput): Omit<PurchaseOption, 'homeCount'>[] {
  requirePayment(input.payment);
  requireRatePercent('ratePercent', input.ratePercent);
  const limits = loanLimitsFor(input.countyFips, input.year);
  const costs = countyCostsFor(input.countyFips);
  const terms: Terms = {
    ratePercent: input.ratePercent,
    propertyTaxPercent: costs.propertyTax.annualPercent,
    monthlyInsurance: costs.insurance.monthly,
  };
  return PURCHASE_OPTION_PLANS.map((plan, index) => {
    const built =
      plan.program === 'conventional'
        ? buildConventional(plan, input, terms, limits)
        : plan.program === 'fha'
          ? buildFha(plan, input, terms, limits)
          : buildVa(plan, input, terms);
    return { optionId: index + 1, ...built };
  });
}

/** The fields of an option that fix the terms of buying another home under it. */
export type OptionTerms = Pick<
  PurchaseOption,
  'loanType' | 'percentDown' | 'interestRate' | 'taxes' | 'maxPurchase' | 'hazardInsurance'
>;

function programOf(option: OptionTerms): Program {
  if (option.loanType === LOAN_TYPE.fha) return 'fha';
  if (option.loanType === LOAN_TYPE.va) return 'va';
  return 'conventional';
}

// A rate stored as a fraction (0.0675) comes back as 6.750000000000001 without this trim.
const ratePercentOf = (interestRate: number) => Number((interestRate * 100).toPrecision(12));

/**
 * The monthly parts of buying a home at `price` under an option: its program, down-payment percent,
 * rate and county tax rate (recovered from the option's taxes on its maxPurchase) and insurance.
 */
export function monthlyPartsForPrice(option: OptionTerms, price: number): MonthlyParts {
  requireAmount('price', price);
  if (!(option.maxPurchase > 0)) throw new RangeError('The option has no purchase price to take its tax rate from');
  return partsAt(programOf(option), option.percentDown, price, {
    ratePercent: ratePercentOf(option.interestRate),
    propertyTaxPercent: (option.taxes * 1200) / option.maxPurchase,
    monthlyInsurance: option.hazardInsurance,
  }).parts;
}

/** The estimated monthly payment (P&I, taxes, mortgage insurance, homeowners insurance) of a home at `price`. */
export function monthlyPaymentForPrice(option: OptionTerms, price: number): number {
  return monthlyPartsForPrice(option, price).total;
}

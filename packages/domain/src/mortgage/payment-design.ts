import { amortizationSchedule, monthlyPayment } from './amortization';
import { requireAmount, requireRatePercent } from './inputs';
import { roundToEighth } from './rounding';

/**
 * The Payment Design Center (spec sections 2 and 9): the monthly payment on today's balance plus
 * the cash the borrower takes out, broken into the donut's principal, interest, taxes and insurance.
 */

/** The rate slider's range and step, in percent. */
export const RATE_SLIDER = { min: 2.25, max: 7, step: 0.125 } as const;

export const PAYMENT_DESIGN_DEFAULTS = {
  term: 30,
  ratePercent: 3.25,
  monthlyTaxes: 85,
  monthlyInsurance: 85,
} as const;

export const paymentTerms = [30, 15, 'arm5'] as const;
export type PaymentTerm = (typeof paymentTerms)[number];

/** The term tiles, labelled as the spec writes them. The ARM amortises over 30 years like the fixed loan. */
export const PAYMENT_TERM_OPTIONS: readonly { term: PaymentTerm; label: string; months: number }[] = [
  { term: 30, label: '30 Year Fixed', months: 360 },
  { term: 15, label: '15 Year Fixed', months: 180 },
  { term: 'arm5', label: '5 Year Arm', months: 360 },
];

export function termMonthsOf(term: PaymentTerm): number {
  const option = PAYMENT_TERM_OPTIONS.find((candidate) => candidate.term === term);
  if (!option) throw new RangeError(`Unknown term ${String(term)}`);
  return option.months;
}

/** A typed or fed rate as the slider can show it: on an eighth, within the slider's range. */
export function clampToRateSlider(ratePercent: number): number {
  return Math.min(RATE_SLIDER.max, Math.max(RATE_SLIDER.min, roundToEighth(ratePercent)));
}

/** Monthly taxes from the property record's yearly tax amount; the spec's default when it has none. */
export function monthlyTaxesFromRecord(taxAmount: number | null | undefined): number {
  if (taxAmount === null || taxAmount === undefined || !Number.isFinite(taxAmount) || taxAmount <= 0) {
    return PAYMENT_DESIGN_DEFAULTS.monthlyTaxes;
  }
  return taxAmount / 12;
}

export type PaymentDesignInput = {
  loanBalance: number;
  /** Cash the borrower asks to take out; clamped to [0, maxCash]. */
  cashOut: number;
  /** Usually cashAvailable(value, balance). */
  maxCash: number;
  ratePercent: number;
  term: PaymentTerm;
  monthlyTaxes?: number | undefined;
  monthlyInsurance?: number | undefined;
};

export type PaymentDesign = {
  /** Balance plus the cash actually taken. */
  loanAmount: number;
  cash: {
    requested: number;
    applied: number;
    /** True when the request was outside [0, maxCash], so the input can show the corrected figure. */
    clamped: boolean;
  };
  termMonths: number;
  principalAndInterest: number;
  taxes: number;
  insurance: number;
  total: number;
  /** The donut: the first payment's split, so its four parts add up to the total. */
  parts: { principal: number; interest: number; taxes: number; insurance: number };
};

/** All figures unrounded; round with roundToDollars for display (the spec shows whole dollars). */
export function designPayment(input: PaymentDesignInput): PaymentDesign {
  const { loanBalance, cashOut, maxCash, ratePercent, term } = input;
  requireAmount('loanBalance', loanBalance);
  requireAmount('maxCash', maxCash);
  requireRatePercent('ratePercent', ratePercent);
  if (!Number.isFinite(cashOut)) throw new RangeError(`cashOut must be a number, got ${cashOut}`);
  const taxes = input.monthlyTaxes ?? PAYMENT_DESIGN_DEFAULTS.monthlyTaxes;
  const insurance = input.monthlyInsurance ?? PAYMENT_DESIGN_DEFAULTS.monthlyInsurance;
  requireAmount('monthlyTaxes', taxes);
  requireAmount('monthlyInsurance', insurance);

  const applied = Math.min(maxCash, Math.max(0, cashOut));
  const loanAmount = loanBalance + applied;
  const termMonths = termMonthsOf(term);
  const principalAndInterest = monthlyPayment(loanAmount, ratePercent, termMonths);
  const first = amortizationSchedule(loanAmount, ratePercent, termMonths).next().value;
  // A term is at least one month, so the schedule always has a first row.
  const firstPrincipal = first ? first.principal : principalAndInterest;
  const firstInterest = first ? first.interest : 0;

  return {
    loanAmount,
    cash: { requested: cashOut, applied, clamped: applied !== cashOut },
    termMonths,
    principalAndInterest,
    taxes,
    insurance,
    total: principalAndInterest + taxes + insurance,
    parts: { principal: firstPrincipal, interest: firstInterest, taxes, insurance },
  };
}

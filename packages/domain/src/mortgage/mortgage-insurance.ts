import { conventionalPmiRate, monthlyInsuranceAmount } from './conventional-pmi';
import { fhaAnnualMipBasisPoints } from './fha-mip';
import { requireAmount } from './inputs';
import { loanToValueRatioPercent } from './loan-to-value';

/**
 * The monthly mortgage insurance shown on the PMI/MIP page: an estimate from the loan's own
 * figures where they allow one, otherwise the spec's fixed $200, labelled as a fallback so the
 * page can word it as a placeholder rather than a figure about this loan.
 */

export const loanPrograms = ['conventional', 'fha', 'va', 'other', 'unknown'] as const;
export type LoanProgram = (typeof loanPrograms)[number];

/** Spec section 9: 'PMI monthly payment shown as a fixed 200'; only used when no estimate is possible. */
export const MORTGAGE_INSURANCE_FALLBACK_MONTHLY = 200;

/** Assumed when a loan's term is not on record: the 30-year loan is by far the most common. */
export const DEFAULT_TERM_MONTHS = 360;

/**
 * Reads the free-text loan type of a property record. Anything unrecognised (USDA, seller
 * financing) is 'other', which gets no estimate; a blank is 'unknown', estimated as conventional.
 */
export function loanProgramOf(loanType: string | null | undefined): LoanProgram {
  const text = (loanType ?? '').trim().toLowerCase();
  if (text === '') return 'unknown';
  if (/\bfha\b|federal housing/.test(text)) return 'fha';
  if (/\bva\b|veteran/.test(text)) return 'va';
  if (/conv|conforming|jumbo/.test(text)) return 'conventional';
  return 'other';
}

export type MortgageInsuranceLoan = {
  program: LoanProgram;
  /** The loan amount at closing (for FHA, the base amount before the financed upfront premium). */
  originalLoanAmount?: number | undefined;
  /** The value at closing (lower of price and appraisal): premiums are priced on original loan-to-value. */
  originalValue?: number | undefined;
  /** Today's balance; the premium is estimated on it. Defaults to the original amount. */
  balance?: number | undefined;
  termMonths?: number | undefined;
  creditScore?: number | undefined;
};

export type MortgageInsuranceEstimate =
  | {
      basis: 'estimate';
      program: 'conventional' | 'fha';
      /** Unrounded; round for display. */
      monthly: number;
      annualRatePercent: number;
      /** Everything assumed to reach the figure, in words the page can show. */
      assumptions: string[];
    }
  | { basis: 'not-required'; monthly: 0; reason: string }
  | { basis: 'fallback'; monthly: typeof MORTGAGE_INSURANCE_FALLBACK_MONTHLY; reason: string };

const fallback = (reason: string): MortgageInsuranceEstimate => ({
  basis: 'fallback',
  monthly: MORTGAGE_INSURANCE_FALLBACK_MONTHLY,
  reason,
});

export function estimateMortgageInsurance(loan: MortgageInsuranceLoan): MortgageInsuranceEstimate {
  if (loan.program === 'va') {
    return { basis: 'not-required', monthly: 0, reason: 'VA loans carry no monthly mortgage insurance' };
  }
  if (loan.program === 'other') return fallback('No estimate for this loan type');
  const { originalLoanAmount, originalValue } = loan;
  if (originalLoanAmount === undefined || originalValue === undefined || originalValue <= 0) {
    return fallback('The original loan amount and value are needed for an estimate');
  }
  requireAmount('originalLoanAmount', originalLoanAmount);
  if (originalLoanAmount === 0) return { basis: 'not-required', monthly: 0, reason: 'There is no loan to insure' };
  const balance = loan.balance ?? originalLoanAmount;
  requireAmount('balance', balance);
  const loanToValuePercent = loanToValueRatioPercent(originalLoanAmount, originalValue) ?? 0;
  const assumptions: string[] = [];

  if (loan.program === 'fha') {
    const termMonths = loan.termMonths ?? DEFAULT_TERM_MONTHS;
    if (loan.termMonths === undefined) assumptions.push('Loan term unknown: assumed 30 years');
    const annualRatePercent =
      fhaAnnualMipBasisPoints({ baseLoanAmount: originalLoanAmount, loanToValuePercent, termMonths }) / 100;
    assumptions.push('FHA annual premium for loans endorsed from 2023-03-20');
    return {
      basis: 'estimate',
      program: 'fha',
      monthly: monthlyInsuranceAmount(annualRatePercent, balance),
      annualRatePercent,
      assumptions,
    };
  }

  if (loan.program === 'unknown') assumptions.push('Loan type unknown: estimated as a conventional loan');
  const rate = conventionalPmiRate(loanToValuePercent, loan.creditScore);
  if (rate.kind === 'not-required') {
    return { basis: 'not-required', monthly: 0, reason: 'The loan started at or below 80% of the value' };
  }
  if (rate.kind === 'outside-table') return fallback(rate.reason);
  if (rate.creditScoreAssumed) assumptions.push(`Credit score unknown: assumed ${rate.creditScoreBand}`);
  assumptions.push('Illustrative average PMI rates; the actual premium depends on the insurer');
  return {
    basis: 'estimate',
    program: 'conventional',
    monthly: monthlyInsuranceAmount(rate.annualPercent, balance),
    annualRatePercent: rate.annualPercent,
    assumptions,
  };
}

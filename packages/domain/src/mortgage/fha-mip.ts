import { requireAmount, requireWholeMonths } from './inputs';

/**
 * FHA mortgage insurance premiums (MIP) as data, from HUD Mortgagee Letter 2023-05 for loans
 * endorsed from 2023-03-20, and how long the annual premium lasts (ML 2013-04). The three-band
 * split for short terms above the loan-amount line (78% / 90%) is ML 2023-05's, which the brief
 * lists only as "15/40/65".
 */

/** Upfront MIP, percent of the base loan; usually financed into the loan. */
export const FHA_UPFRONT_MIP_PERCENT = 1.75;

/** The base loan amount above which the higher annual premiums apply. */
export const FHA_MIP_HIGH_BALANCE_LINE = 726_200;

/** Terms of this many months or fewer get the short-term premiums. */
export const FHA_SHORT_TERM_MONTHS = 180;

type Band = { above: number; atMost: number };

export type FhaAnnualMipRow = {
  termMonths: Band;
  baseLoanAmount: Band;
  loanToValuePercent: Band;
  annualBasisPoints: number;
};

const ANY_LOAN_TO_VALUE = -1;
const NO_LIMIT = Number.POSITIVE_INFINITY;
const longTerm: Band = { above: FHA_SHORT_TERM_MONTHS, atMost: NO_LIMIT };
const shortTerm: Band = { above: 0, atMost: FHA_SHORT_TERM_MONTHS };
const standardLoan: Band = { above: 0, atMost: FHA_MIP_HIGH_BALANCE_LINE };
const highBalanceLoan: Band = { above: FHA_MIP_HIGH_BALANCE_LINE, atMost: NO_LIMIT };

export const FHA_ANNUAL_MIP_TABLE: readonly FhaAnnualMipRow[] = [
  {
    termMonths: longTerm,
    baseLoanAmount: standardLoan,
    loanToValuePercent: { above: ANY_LOAN_TO_VALUE, atMost: 95 },
    annualBasisPoints: 50,
  },
  {
    termMonths: longTerm,
    baseLoanAmount: standardLoan,
    loanToValuePercent: { above: 95, atMost: NO_LIMIT },
    annualBasisPoints: 55,
  },
  {
    termMonths: longTerm,
    baseLoanAmount: highBalanceLoan,
    loanToValuePercent: { above: ANY_LOAN_TO_VALUE, atMost: 95 },
    annualBasisPoints: 70,
  },
  {
    termMonths: longTerm,
    baseLoanAmount: highBalanceLoan,
    loanToValuePercent: { above: 95, atMost: NO_LIMIT },
    annualBasisPoints: 75,
  },
  {
    termMonths: shortTerm,
    baseLoanAmount: standardLoan,
    loanToValuePercent: { above: ANY_LOAN_TO_VALUE, atMost: 90 },
    annualBasisPoints: 15,
  },
  {
    termMonths: shortTerm,
    baseLoanAmount: standardLoan,
    loanToValuePercent: { above: 90, atMost: NO_LIMIT },
    annualBasisPoints: 40,
  },
  {
    termMonths: shortTerm,
    baseLoanAmount: highBalanceLoan,
    loanToValuePercent: { above: ANY_LOAN_TO_VALUE, atMost: 78 },
    annualBasisPoints: 15,
  },
  {
    termMonths: shortTerm,
    baseLoanAmount: highBalanceLoan,
    loanToValuePercent: { above: 78, atMost: 90 },
    annualBasisPoints: 40,
  },
  {
    termMonths: shortTerm,
    baseLoanAmount: highBalanceLoan,
    loanToValuePercent: { above: 90, atMost: NO_LIMIT },
    annualBasisPoints: 65,
  },
];

const within = (value: number, band: Band) => value > band.above && value <= band.atMost;

export type FhaLoan = {
  /** The loan before the financed upfront premium: FHA prices on the base amount. */
  baseLoanAmount: number;
  /** Base loan over value at origination, in percent, unrounded. */
  loanToValuePercent: number;
  termMonths: number;
};

/** The annual MIP in basis points (50 = 0.50% a year) for an FHA loan at origination. */
export function fhaAnnualMipBasisPoints({ baseLoanAmount, loanToValuePercent, termMonths }: FhaLoan): number {
  requireAmount('baseLoanAmount', baseLoanAmount);
  requireAmount('loanToValuePercent', loanToValuePercent);
  requireWholeMonths('termMonths', termMonths, 1);
  const row = FHA_ANNUAL_MIP_TABLE.find(
    (candidate) =>
      within(termMonths, candidate.termMonths) &&
      within(baseLoanAmount, candidate.baseLoanAmount) &&
      within(loanToValuePercent, candidate.loanToValuePercent),
  );
  // The bands tile every term, amount and ratio; reaching here means the table was edited badly.
  if (!row) throw new Error('The FHA MIP table does not cover this loan');
  return row.annualBasisPoints;
}

/** The upfront MIP on a base loan amount, unrounded. */
export function fhaUpfrontMip(baseLoanAmount: number): number {
  requireAmount('baseLoanAmount', baseLoanAmount);
  return (baseLoanAmount * FHA_UPFRONT_MIP_PERCENT) / 100;
}

/** Case numbers assigned from this date follow the duration rules below (ML 2013-04). */
export const FHA_MIP_DURATION_RULES_FROM = '2013-06-03';
export const FHA_MIP_ELEVEN_YEAR_MAX_LOAN_TO_VALUE_PERCENT = 90;
export const FHA_MIP_ELEVEN_YEARS_IN_MONTHS = 132;

export type FhaMipDuration =
  | { kind: 'years'; years: 11; months: typeof FHA_MIP_ELEVEN_YEARS_IN_MONTHS }
  | { kind: 'life-of-loan' }
  /** An older case: its premium ends under the pre-2013 rules (78% with a minimum term), not modelled. */
  | { kind: 'earlier-rules' };

/**
 * How long the annual MIP is paid: 11 years when the loan-to-value at origination was 90% or
 * less, otherwise for the life of the loan. Refinancing into a conventional loan is the usual way
 * out of the second case, which is why the distinction matters to the PMI/MIP page.
 */
export function fhaMipDuration(originalLoanToValuePercent: number, caseAssignedOn?: string): FhaMipDuration {
  requireAmount('originalLoanToValuePercent', originalLoanToValuePercent);
  if (caseAssignedOn !== undefined && caseAssignedOn < FHA_MIP_DURATION_RULES_FROM) return { kind: 'earlier-rules' };
  return originalLoanToValuePercent <= FHA_MIP_ELEVEN_YEAR_MAX_LOAN_TO_VALUE_PERCENT
    ? { kind: 'years', years: 11, months: FHA_MIP_ELEVEN_YEARS_IN_MONTHS }
    : { kind: 'life-of-loan' };
}

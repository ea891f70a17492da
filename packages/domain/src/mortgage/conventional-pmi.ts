import { requireAmount } from './inputs';
import { LOAN_TO_VALUE_THRESHOLD_PERCENT } from './loan-to-value';
import {
  CREDIT_SCORE_BAND_MINIMUM,
  type CreditScoreBand,
  creditScoreBands,
  DEFAULT_CREDIT_SCORE_BAND,
  PMI_RATE_TABLE,
  type PmiRateRow,
} from './pmi-rate-table';

/** The band a credit score falls in; undefined below the table's lowest band. */
export function creditScoreBandOf(creditScore: number): CreditScoreBand | undefined {
  if (!Number.isFinite(creditScore)) throw new RangeError(`creditScore must be a number, got ${creditScore}`);
  return creditScoreBands.find((band) => creditScore >= CREDIT_SCORE_BAND_MINIMUM[band]);
}

export type ConventionalPmiRate =
  | { kind: 'not-required' }
  | {
      kind: 'rate';
      annualPercent: number;
      loanToValueBand: PmiRateRow['loanToValue'];
      creditScoreBand: CreditScoreBand;
      /** True when no score was given and the default band was used: the caller must say so. */
      creditScoreAssumed: boolean;
    }
  | { kind: 'outside-table'; reason: string };

/**
 * The annual PMI rate for a loan-to-value (unrounded percent) and a credit score. Conventional
 * loans at or below 80% carry no PMI; beyond 97% or below a 620 score the table has no figure,
 * and that is reported rather than guessed.
 */
export function conventionalPmiRate(loanToValuePercent: number, creditScore?: number): ConventionalPmiRate {
  if (!Number.isFinite(loanToValuePercent) || loanToValuePercent < 0) {
    throw new RangeError(`loanToValuePercent must be zero or more, got ${loanToValuePercent}`);
  }
  if (loanToValuePercent <= LOAN_TO_VALUE_THRESHOLD_PERCENT) return { kind: 'not-required' };
  const row = PMI_RATE_TABLE.find(
    ({ loanToValue }) => loanToValuePercent > loanToValue.above && loanToValuePercent <= loanToValue.atMost,
  );
  if (!row) return { kind: 'outside-table', reason: 'The loan-to-value is above the PMI table (97%)' };
  const creditScoreAssumed = creditScore === undefined;
  const band = creditScoreAssumed ? DEFAULT_CREDIT_SCORE_BAND : creditScoreBandOf(creditScore);
  if (!band) return { kind: 'outside-table', reason: 'The credit score is below the PMI table (620)' };
  const annualPercent = row.annualPercent[band];
  if (annualPercent === null) {
    return { kind: 'outside-table', reason: `The PMI table has no rate for this loan-to-value with a ${band} score` };
  }
  return { kind: 'rate', annualPercent, loanToValueBand: row.loanToValue, creditScoreBand: band, creditScoreAssumed };
}

/** Monthly mortgage insurance at an annual rate on a balance: rate × balance / 12 (brief section 2). */
export function monthlyInsuranceAmount(annualPercent: number, balance: number): number {
  requireAmount('balance', balance);
  return (annualPercent * balance) / 1200;
}

/**
 * Conventional PMI rates by loan-to-value band and credit score band, as data: the figures are
 * illustrative third-party averages (domain brief section 2, tagged [3P]) and will be replaced by
 * a rate card, so they live in one table rather than in the code that reads them.
 */

export const creditScoreBands = ['760+', '720-759', '680-719', '620-679'] as const;
export type CreditScoreBand = (typeof creditScoreBands)[number];

/** The lowest score of each band; below the last band the table has no rate. */
export const CREDIT_SCORE_BAND_MINIMUM: Readonly<Record<CreditScoreBand, number>> = {
  '760+': 760,
  '720-759': 720,
  '680-719': 680,
  '620-679': 620,
};

/** Used when the borrower's score is unknown: the middle of the table, and said so in the result. */
export const DEFAULT_CREDIT_SCORE_BAND: CreditScoreBand = '720-759';

export type PmiRateRow = {
  /** Loan-to-value in percent: above `above`, up to and including `atMost` (rate cards write 90.01-95). */
  loanToValue: { above: number; atMost: number };
  /** Annual premium in percent of the loan; null where the table has no figure (n/a). */
  annualPercent: Readonly<Record<CreditScoreBand, number | null>>;
};

export const PMI_RATE_TABLE: readonly PmiRateRow[] = [
  {
    loanToValue: { above: 95, atMost: 97 },
    annualPercent: { '760+': 1.05, '720-759': 1.1, '680-719': 1.31, '620-679': null },
  },
  {
    loanToValue: { above: 90, atMost: 95 },
    annualPercent: { '760+': 0.54, '720-759': 0.62, '680-719': 0.89, '620-679': 1.15 },
  },
  {
    loanToValue: { above: 85, atMost: 90 },
    annualPercent: { '760+': 0.39, '720-759': 0.44, '680-719': 0.57, '620-679': 0.71 },
  },
  {
    loanToValue: { above: 80, atMost: 85 },
    annualPercent: { '760+': 0.23, '720-759': 0.27, '680-719': 0.33, '620-679': 0.39 },
  },
];

import type { CountyFips } from './counties';
import { formatDollars } from '../number-text';

/**
 * Household income limits of the CalHFA programs by county, as yearly data. Only some figures were
 * found in a public source; the rest are estimates from the rules below, and every figure says
 * which it is so that nothing guessed is ever shown as official (docs/deviations.md).
 */

/** 'reported': a published figure for the year; 'estimate': derived by a stated rule, to be checked with the program. */
export type IncomeLimitBasis = 'reported' | 'estimate';

export interface IncomeLimit {
  /** Gross yearly household income in whole dollars; the limit itself qualifies. */
  amount: number;
  basis: IncomeLimitBasis;
  /** Where the figure comes from, or the rule that derived it, in words a reader can check. */
  derivation: string;
}

export interface CountyIncomeLimits {
  dreamForAll: IncomeLimit;
  myHome: IncomeLimit;
}

export const INCOME_LIMITS_YEAR = 2026;

export const DREAM_FOR_ALL_LIMITS_SOURCE =
  "KCRA 3, 'California Dream for All: How to apply for 3rd round of home down payment assistance' (February 4, 2026), listing CalHFA's 2026 borrower income limits by county";

const reported = (amount: number): IncomeLimit => ({
  amount,
  basis: 'reported',
  derivation: `CalHFA's ${INCOME_LIMITS_YEAR} Dream For All limit as reported by KCRA 3 (February 4, 2026)`,
});

/** Lenders' pages for the 2026 round quote about $253,000 for the Bay Area; used for the four Bay Area counties. */
const bayAreaEstimate: IncomeLimit = {
  amount: 253_000,
  basis: 'estimate',
  derivation:
    "the Bay Area figure lenders quoted for the 2026 round, applied to this county (not CalHFA's county table)",
};

/** Napa has no reported figure; its neighbour Solano's is used. */
const napaEstimate: IncomeLimit = {
  amount: 197_000,
  basis: 'estimate',
  derivation: "neighbouring Solano County's reported 2026 figure, applied to Napa (not CalHFA's county table)",
};

/** Counties without a figure and no reported neighbour take the lowest 2026 figure reported anywhere (Butte). */
const lowestReportedEstimate: IncomeLimit = {
  amount: 153_000,
  basis: 'estimate',
  derivation:
    "the lowest 2026 figure reported for any county (Butte), applied to this county (not CalHFA's county table)",
};

/**
 * MyHome's own table (CalHFA's limits for its first mortgages and MyHome) was not found. Dream For
 * All's limits are set at 120% of area median income and CalHFA's first-mortgage limits at about
 * 150%, so MyHome is estimated at 150/120 of the county's Dream For All figure, rounded down to $1,000.
 */
export const MYHOME_TO_DREAM_FOR_ALL_RATIO = 150 / 120;

function myHomeEstimate(dreamForAll: IncomeLimit): IncomeLimit {
  return {
    amount: Math.floor((dreamForAll.amount * MYHOME_TO_DREAM_FOR_ALL_RATIO) / 1000) * 1000,
    basis: 'estimate',
    derivation: `an estimate: 150% ÷ 120% of the county's Dream For All figure (${formatDollars(dreamForAll.amount)}), rounded down to $1,000`,
  };
}

function county(dreamForAll: IncomeLimit): CountyIncomeLimits {
  return { dreamForAll, myHome: myHomeEstimate(dreamForAll) };
}

export const INCOME_LIMITS: Readonly<Record<CountyFips, CountyIncomeLimits>> = {
  '06001': county(bayAreaEstimate), // Alameda
  '06013': county(bayAreaEstimate), // Contra Costa
  '06017': county(reported(191_000)), // El Dorado
  '06019': county(lowestReportedEstimate), // Fresno
  '06041': county(bayAreaEstimate), // Marin
  '06045': county(lowestReportedEstimate), // Mendocino
  '06055': county(napaEstimate), // Napa
  '06061': county(reported(191_000)), // Placer
  '06067': county(reported(191_000)), // Sacramento
  '06077': county(reported(165_000)), // San Joaquin
  '06085': county(bayAreaEstimate), // Santa Clara
  '06095': county(reported(197_000)), // Solano
  '06113': county(reported(215_000)), // Yolo
};

import { type CountyFips, countyName, norcalCounties } from '../down-payment-assistance/counties';

/**
 * One-unit loan limits by county and year, as data (domain brief section 3): the conforming limit
 * (FHFA) decides when a conventional loan becomes jumbo, the FHA limit (HUD) caps an FHA base loan.
 * Figures come from lenders' and news pages that quote the FHFA and HUD files; where none was found
 * the year's national figure stands in and says so, so the UI never shows a guess as official.
 * Update yearly: add the new year's table; older years stay for loans priced under them.
 */

/** 'published': quoted for this county and year; 'fallback': the national baseline or floor used in its place. */
export type LoanLimitBasis = 'published' | 'fallback';

export interface LoanLimit {
  /** The largest one-unit loan in whole dollars (for FHA, the base loan before the financed upfront premium). */
  amount: number;
  basis: LoanLimitBasis;
}

export interface CountyLoanLimits {
  conforming: LoanLimit;
  fha: LoanLimit;
}

/** The national figures of each year: what a county without a published figure falls back to. */
export const NATIONAL_LOAN_LIMITS: Readonly<
  Record<number, { conformingBaseline: number; conformingCeiling: number; fhaFloor: number }>
> = {
  2025: { conformingBaseline: 806_500, conformingCeiling: 1_209_750, fhaFloor: 524_225 },
  2026: { conformingBaseline: 832_750, conformingCeiling: 1_249_125, fhaFloor: 541_287 },
};

const published = (amount: number): LoanLimit => ({ amount, basis: 'published' });

function yearTable(
  year: number,
  figures: Readonly<Record<CountyFips, { conforming: number | 'not found'; fha: number | 'not found' }>>,
): Readonly<Record<CountyFips, CountyLoanLimits>> {
  const national = NATIONAL_LOAN_LIMITS[year];
  if (!national) throw new Error(`No national loan limits for ${year}`);
  const entries = norcalCounties.map(({ fips }): [CountyFips, CountyLoanLimits] => {
    const { conforming, fha } = figures[fips];
    return [
      fips,
      {
        conforming:
          conforming === 'not found'
            ? { amount: national.conformingBaseline, basis: 'fallback' }
            : published(conforming),
        fha: fha === 'not found' ? { amount: national.fhaFloor, basis: 'fallback' } : published(fha),
      },
    ];
  });
  return Object.fromEntries(entries) as Record<CountyFips, CountyLoanLimits>;
}

const bayArea2025 = { conforming: 1_209_750, fha: 1_209_750 };
const sacramentoArea2025 = { conforming: 806_500, fha: 763_600 };
const bayArea2026 = { conforming: 1_249_125, fha: 1_249_125 };
const sacramentoArea2026 = { conforming: 832_750, fha: 764_750 };

/** Year → county FIPS → limits. The brief's table; 'not found' cells become the year's national fallback. */
export const LOAN_LIMITS: Readonly<Record<number, Readonly<Record<CountyFips, CountyLoanLimits>>>> = {
  2025: yearTable(2025, {
    '06001': bayArea2025, // Alameda
    '06013': bayArea2025, // Contra Costa
    '06041': bayArea2025, // Marin
    '06085': bayArea2025, // Santa Clara
    '06055': { conforming: 1_017_750, fha: 1_017_750 }, // Napa
    '06067': sacramentoArea2025, // Sacramento
    '06061': sacramentoArea2025, // Placer
    '06017': sacramentoArea2025, // El Dorado
    '06113': sacramentoArea2025, // Yolo
    '06077': { conforming: 806_500, fha: 678_500 }, // San Joaquin
    '06019': { conforming: 806_500, fha: 524_225 }, // Fresno (the FHA floor is its published figure)
    '06045': { conforming: 806_500, fha: 546_250 }, // Mendocino
    '06095': { conforming: 'not found', fha: 'not found' }, // Solano
  }),
  2026: yearTable(2026, {
    '06001': bayArea2026,
    '06013': bayArea2026,
    '06041': bayArea2026,
    '06085': bayArea2026,
    '06055': { conforming: 1_017_750, fha: 'not found' }, // Napa: conforming from one third-party page only
    '06067': sacramentoArea2026,
    '06061': sacramentoArea2026,
    '06017': sacramentoArea2026,
    '06113': sacramentoArea2026,
    '06077': { conforming: 832_750, fha: 'not found' },
    '06019': { conforming: 832_750, fha: 541_287 },
    '06045': { conforming: 832_750, fha: 'not found' },
    '06095': { conforming: 'not found', fha: 'not found' },
  }),
};

export interface LoanLimitsAnswer extends CountyLoanLimits {
  countyFips: CountyFips;
  countyName: string;
  /** The year of the table used: the latest one not after the year asked for. */
  year: number;
}

function isCountyFips(value: string): value is CountyFips {
  return norcalCounties.some(({ fips }) => fips === value);
}

/**
 * The limits for a county in a year, from the latest table not after that year (a new year's
 * limits apply to loans from January; until its table is added, last year's is the best we know).
 * The caller passes the year, so the function stays pure.
 */
export function loanLimitsFor(countyFips: string, year: number): LoanLimitsAnswer {
  if (!isCountyFips(countyFips)) throw new RangeError(`Unknown county FIPS code ${countyFips}`);
  if (!Number.isInteger(year)) throw new RangeError(`year must be a whole year, got ${year}`);
  const tableYear = Object.keys(LOAN_LIMITS)
    .map(Number)
    .filter((candidate) => candidate <= year)
    .sort((a, b) => b - a)[0];
  if (tableYear === undefined) throw new RangeError(`No loan limits on file for ${year} or before`);
  const limits = LOAN_LIMITS[tableYear]?.[countyFips];
  if (!limits) throw new Error(`The ${tableYear} loan-limit table has no row for ${countyFips}`);
  return { ...limits, countyFips, countyName: countyName(countyFips), year: tableYear };
}

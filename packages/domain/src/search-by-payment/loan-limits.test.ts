import { describe, expect, it } from 'vitest';
import { countyFipsCodes } from '../down-payment-assistance/counties';
import { LOAN_LIMITS, loanLimitsFor, NATIONAL_LOAN_LIMITS } from './loan-limits';

const years = Object.keys(LOAN_LIMITS).map(Number);

describe('loanLimitsFor', () => {
  it.each([
    // [county, year asked, table year, conforming, basis, FHA, basis]
    ['06061', 2026, 2026, 832_750, 'published', 764_750, 'published'], // Placer
    ['06061', 2025, 2025, 806_500, 'published', 763_600, 'published'],
    ['06001', 2026, 2026, 1_249_125, 'published', 1_249_125, 'published'], // Alameda
    ['06085', 2025, 2025, 1_209_750, 'published', 1_209_750, 'published'], // Santa Clara
    ['06055', 2026, 2026, 1_017_750, 'published', 541_287, 'fallback'], // Napa
    ['06077', 2025, 2025, 806_500, 'published', 678_500, 'published'], // San Joaquin
    ['06077', 2026, 2026, 832_750, 'published', 541_287, 'fallback'],
    ['06019', 2026, 2026, 832_750, 'published', 541_287, 'published'], // Fresno sits at the floor
    ['06045', 2025, 2025, 806_500, 'published', 546_250, 'published'], // Mendocino
    ['06045', 2026, 2026, 832_750, 'published', 541_287, 'fallback'],
    ['06095', 2025, 2025, 806_500, 'fallback', 524_225, 'fallback'], // Solano: nothing found
    ['06095', 2026, 2026, 832_750, 'fallback', 541_287, 'fallback'],
    ['06061', 2031, 2026, 832_750, 'published', 764_750, 'published'], // a later year uses the latest table
  ] as const)(
    '%s in %s uses the %s table: conforming %s (%s), FHA %s (%s)',
    (fips, year, tableYear, conforming, conformingBasis, fha, fhaBasis) => {
      expect(loanLimitsFor(fips, year)).toMatchObject({
        countyFips: fips,
        year: tableYear,
        conforming: { amount: conforming, basis: conformingBasis },
        fha: { amount: fha, basis: fhaBasis },
      });
    },
  );

  it('names the county', () => {
    expect(loanLimitsFor('06061', 2026).countyName).toBe('Placer');
  });

  it.each([
    ['an unknown county', '06075', 2026],
    ['a state code', '06', 2026],
    ['a year before the first table', '06061', 2024],
    ['a fractional year', '06061', 2025.5],
    ['a year that is not a number', '06061', Number.NaN],
  ])('refuses %s', (_label, fips, year) => {
    expect(() => loanLimitsFor(fips, year)).toThrow(RangeError);
  });
});

describe('LOAN_LIMITS', () => {
  it.each(years)('has a row for each of the 13 counties in %s', (year) => {
    expect(Object.keys(LOAN_LIMITS[year] ?? {}).sort()).toEqual([...countyFipsCodes].sort());
  });

  it.each(years)('keeps every %s figure between the national floor and ceiling, fallbacks at the floor', (year) => {
    const national = NATIONAL_LOAN_LIMITS[year];
    for (const fips of countyFipsCodes) {
      const { conforming, fha } = loanLimitsFor(fips, year);
      expect(conforming.amount).toBeGreaterThanOrEqual(national?.conformingBaseline ?? Infinity);
      expect(conforming.amount).toBeLessThanOrEqual(national?.conformingCeiling ?? 0);
      expect(fha.amount).toBeGreaterThanOrEqual(national?.fhaFloor ?? Infinity);
      expect(fha.amount).toBeLessThanOrEqual(conforming.amount);
      if (conforming.basis === 'fallback') expect(conforming.amount).toBe(national?.conformingBaseline);
      if (fha.basis === 'fallback') expect(fha.amount).toBe(national?.fhaFloor);
    }
  });
});

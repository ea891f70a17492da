import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualProductionKwh,
  estimateSolar,
  installedCost,
  scoreBand,
  simplePaybackYears,
  solarSavings,
  sunScore,
  systemSizeKw,
} from './solar-estimate';
import { solarEstimateSchema } from './solar-schema';
import { utilityForCounty } from './utility-rates';

const smud = { retailCentsPerKwh: 16.96, exportCentsPerKwh: 7.4 };
const pge = { retailCentsPerKwh: 38, exportCentsPerKwh: 9.5 };

describe('systemSizeKw', () => {
  it.each([
    [null, 6],
    [0, 6],
    [1000, 5],
    [2000, 6],
    [2083, 6],
    [2100, 6.5],
    [2214, 6.5],
    [2500, 7.5],
    [3000, 8],
  ])('a %s sq ft home gets a %s kW system', (sqft, kw) => {
    expect(systemSizeKw(sqft)).toBe(kw);
  });
});

describe('annualProductionKwh (kWdc × sun × 365 × 0.77)', () => {
  it.each([
    [6, 5.5, 9274.65],
    [5, 5.0, 7026.25],
    [8, 5.9, 13265.56],
    [6.5, 5.2, 9499.49],
    [0, 5.5, 0],
  ])('%s kW under %s kWh/m²/day makes %s kWh a year', (kw, sun, kwh) => {
    expect(annualProductionKwh(kw, sun)).toBeCloseTo(kwh, 6);
  });

  it('refuses negative or non-finite inputs', () => {
    expect(() => annualProductionKwh(-1, 5)).toThrow(RangeError);
    expect(() => annualProductionKwh(6, Number.NaN)).toThrow(RangeError);
  });
});

describe('solarSavings (selfUsed × retail + exported × export rate, 40% used at home)', () => {
  it.each([
    // kWh, rates, self-used kWh, exported kWh, self-used $, export $, yearly $, monthly $
    [9275, smud, 3710, 5565, 629.22, 411.81, 1041, 87],
    [9275, pge, 3710, 5565, 1409.8, 528.68, 1938, 162],
    [8432, pge, 3373, 5059, 1281.74, 480.61, 1762, 147],
    [0, pge, 0, 0, 0, 0, 0, 0],
  ])('%s kWh a year', (kwh, rates, selfUsedKwh, exportedKwh, selfUsedValue, exportValue, yearly, monthly) => {
    expect(solarSavings(kwh, rates)).toEqual({
      selfUsedKwh,
      exportedKwh,
      selfUsedValue,
      exportValue,
      yearlySavings: yearly,
      monthlySavings: monthly,
    });
  });
});

describe('installedCost and simplePaybackYears', () => {
  it.each([
    [5, 15_000],
    [6, 18_000],
    [6.5, 19_500],
    [8, 24_000],
  ])('a %s kW system costs $%s at $3/W with no federal credit', (kw, cost) => {
    expect(installedCost(kw)).toBe(cost);
  });

  it.each([
    [18_000, 1938, 9.3],
    [19_500, 1041, 18.7],
    [18_000, 1800, 10],
    [18_000, 0, null],
  ])('$%s repaid by $%s a year takes %s years', (cost, savings, years) => {
    expect(simplePaybackYears(cost, savings)).toBe(years);
  });
});

describe('sunScore (25 points per kWh/m²/day above 4, 2.5 points per year of payback under 25)', () => {
  it.each([
    [5.75, 16.5, 43.8, 21.3, 65, 'Good'],
    [5.61, 17.2, 40.3, 19.5, 60, 'Good'],
    [5.0, 10.2, 25, 37, 62, 'Good'],
    [5.9, 8.7, 47.5, 40.8, 88, 'Excellent'],
    [4.0, null, 0, 0, 0, 'Limited'],
    [3.5, 30, 0, 0, 0, 'Limited'],
    [6.5, 3, 50, 50, 100, 'Excellent'],
    [5.2, 20, 30, 12.5, 43, 'Fair'],
  ] as const)(
    'sun %s and a %s-year payback score %s + %s = %s',
    (sun, payback, sunPoints, paybackPoints, score, band) => {
      expect(sunScore(sun, payback)).toEqual({ sunPoints, paybackPoints, score, band });
    },
  );

  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79, 'Good'],
    [60, 'Good'],
    [59, 'Fair'],
    [40, 'Fair'],
    [39, 'Limited'],
    [0, 'Limited'],
  ] as const)('a score of %s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('more sun never lowers the score, a longer payback never raises it, and it stays within 0-100', () => {
    const sun = fc.integer({ min: 300, max: 700 }).map((hundredths) => hundredths / 100);
    const payback = fc.option(
      fc.integer({ min: 0, max: 400 }).map((tenths) => tenths / 10),
      { nil: null },
    );
    fc.assert(
      fc.property(sun, sun, payback, fc.integer({ min: 0, max: 100 }), (a, b, years, extraTenths) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const score = sunScore(low, years).score;
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(sunScore(high, years).score).toBeGreaterThanOrEqual(score);
        if (years !== null) expect(sunScore(low, years + extraTenths / 10).score).toBeLessThanOrEqual(score);
      }),
    );
  });
});

describe('estimateSolar', () => {
  it('works out the offline estimate at the shoreline (PG&E, size unknown) step by step', () => {
    const estimate = estimateSolar({ latitude: 37.78, longitude: -122.51, county: 'San Francisco', sqft: null });
    expect(estimate).toEqual({
      source: 'offline',
      latitude: 37.78,
      longitude: -122.51,
      county: 'San Francisco',
      inlandKm: 0,
      systemSizeKw: 6,
      solarRadiation: 5,
      // 6 × 5.0 × 365 × 0.77 = 8,431.5
      annualKwh: 8432,
      monthlyKwh: null,
      utility: { ...pge, name: 'PG&E', rateBasis: utilityForCounty(null).rateBasis },
      selfUseSharePercent: 40,
      selfUsedKwh: 3373,
      exportedKwh: 5059,
      // 3,373 × $0.38 + 5,059 × $0.095 = 1,281.74 + 480.61
      yearlySavings: 1762,
      monthlySavings: 147,
      costPerWatt: 3,
      installedCost: 18_000,
      federalTaxCreditPercent: 0,
      paybackYears: 10.2,
      sunPoints: 25,
      paybackPoints: 37,
      score: 62,
      scoreBand: 'Good',
    });
  });

  it('takes production and sun from a model (PVWatts) and prices them at SMUD rates in Sacramento County', () => {
    const monthlyKwh = [480.4, 590, 820, 950, 1080, 1120, 1160, 1090, 930, 760, 560, 563];
    const estimate = estimateSolar(
      { latitude: 38.58, longitude: -121.49, county: 'Sacramento', sqft: 2214 },
      { annualKwh: 10123.4, monthlyKwh, solarRadiation: 5.612 },
    );
    expect(estimate).toMatchObject({
      source: 'pvwatts',
      inlandKm: null,
      systemSizeKw: 6.5,
      solarRadiation: 5.61,
      annualKwh: 10123,
      monthlyKwh: [480, 590, 820, 950, 1080, 1120, 1160, 1090, 930, 760, 560, 563],
      utility: { name: 'SMUD', retailCentsPerKwh: 16.96, exportCentsPerKwh: 7.4 },
      selfUsedKwh: 4049,
      exportedKwh: 6074,
      // 4,049 × $0.1696 + 6,074 × $0.074 = 686.71 + 449.48
      yearlySavings: 1136,
      monthlySavings: 95,
      installedCost: 19_500,
      paybackYears: 17.2,
      sunPoints: 40.3,
      paybackPoints: 19.5,
      score: 60,
      scoreBand: 'Good',
    });
  });

  it('keeps its own figures consistent for any site in Northern California, and fits the reply schema', () => {
    const site = fc.record({
      latitude: fc.integer({ min: 35_500, max: 40_000 }).map((thousandths) => thousandths / 1000),
      longitude: fc.integer({ min: -124_000, max: -119_500 }).map((thousandths) => thousandths / 1000),
      county: fc.constantFrom('Sacramento', 'Placer', 'Alameda', null),
      sqft: fc.option(fc.integer({ min: 400, max: 8000 }), { nil: null }),
    });
    fc.assert(
      fc.property(site, (input) => {
        const estimate = estimateSolar(input);
        expect(estimate.selfUsedKwh + estimate.exportedKwh).toBe(estimate.annualKwh);
        expect(estimate.solarRadiation).toBeGreaterThanOrEqual(5);
        expect(estimate.solarRadiation).toBeLessThanOrEqual(5.9);
        expect(estimate.systemSizeKw).toBeGreaterThanOrEqual(5);
        expect(estimate.systemSizeKw).toBeLessThanOrEqual(8);
        expect(estimate.installedCost).toBe(estimate.systemSizeKw * 3000);
        expect(estimate.score).toBe(sunScore(estimate.solarRadiation, estimate.paybackYears).score);
        expect(solarEstimateSchema.safeParse({ ...estimate, addressId: 'k', address: 'a' }).success).toBe(true);
      }),
    );
  });

  it('refuses coordinates that are not on Earth', () => {
    expect(() => estimateSolar({ latitude: 91, longitude: -121, county: null, sqft: null })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { PriceIndex } from './price-index';
import { anchorWeight, monthsBetween } from './sale-anchor';
import { estimateValue } from './valuation';

// Prices per square foot in Placer double from 2015 to 2025.
const index = new PriceIndex([
  { county: 'Placer', year: 2015, pricePerSqft: 200 },
  { county: 'Placer', year: 2020, pricePerSqft: 300 },
  { county: 'Placer', year: 2025, pricePerSqft: 400 },
]);
const today = '2025-07-02';
const subject = { county: 'Placer', sqft: 2000, yearBuilt: 2000, lastSaleDate: '2015-06-01', lastSalePrice: 400_000 };

// A county rising 10% a year: 2023, 2024, 2025 (one sample per year, so no smoothing across gaps).
const rising = new PriceIndex(
  [2021, 2022, 2023, 2024, 2025, 2026].map((year) => ({
    county: 'Alameda',
    year,
    pricePerSqft: 500 * 1.1 ** (year - 2021),
  })),
);

describe('price index', () => {
  it('brings a price to today by the county level, smoothing thin years', () => {
    expect(index.growth('Placer', '2025-07-02', today)).toBe(1);
    expect(index.growth('Placer', '2015-07-02', today)).toBeCloseTo(400 / 200, 1);
    expect(index.growth('Nowhere', '2015-07-02', today)).toBe(1);
  });

  it('moves a sale three months ago by about a quarter of the year, not a whole year', () => {
    const quarter = rising.growth('Alameda', '2024-04-01', '2024-07-01');
    const year = rising.growth('Alameda', '2023-07-01', '2024-07-01');
    expect(year).toBeCloseTo(1.1, 2);
    expect(quarter).toBeGreaterThan(1.02);
    expect(quarter).toBeLessThan(1.03);
  });

  it('stays flat past the middle of its latest year, where no sales say where it went', () => {
    expect(rising.growth('Alameda', '2026-07-03', '2026-12-31')).toBe(1);
    expect(rising.growth('Alameda', '2026-07-02', 'not a date')).toBe(1);
  });
});

describe('anchor weight', () => {
  it('falls from 1 at the sale, slowly in the first year, to 0 at 24 months', () => {
    expect(anchorWeight(0)).toBe(1);
    expect(anchorWeight(6)).toBeCloseTo(0.9375, 4);
    expect(anchorWeight(12)).toBe(0.75);
    expect(anchorWeight(18)).toBeCloseTo(0.4375, 4);
    expect(anchorWeight(24)).toBe(0);
    expect(anchorWeight(60)).toBe(0);
    expect(anchorWeight(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('counts months by calendar days', () => {
    expect(monthsBetween('2025-09-15', '2025-12-15')).toBeCloseTo(3, 1);
    expect(monthsBetween('2025-12-15', '2025-09-15')).toBe(0);
  });
});

describe('estimateValue', () => {
  it('takes the median of comparable recent sales scaled to the subject', () => {
    const sales = [390, 400, 410].map((perSqft) => ({
      sqft: 1900,
      yearBuilt: 1995,
      lastSaleDate: '2025-03-01',
      lastSalePrice: perSqft * 1900,
    }));
    const valuation = estimateValue(subject, sales, index, today);
    expect(valuation.method).toBe('comparables');
    expect(valuation.comparablesUsed).toBe(3);
    expect(valuation.estimate).toBe(800_000);
    expect(valuation.low).toBeLessThan(valuation.estimate);
    expect(valuation.high).toBeGreaterThan(valuation.estimate);
    expect(valuation.rentEstimate).toBe(3360);
  });

  it('ignores homes of another size or age', () => {
    const unlike = [
      { sqft: 4000, yearBuilt: 2000, lastSaleDate: '2025-01-01', lastSalePrice: 2_000_000 },
      { sqft: 2000, yearBuilt: 1940, lastSaleDate: '2025-01-01', lastSalePrice: 300_000 },
    ];
    const valuation = estimateValue(subject, unlike, index, today);
    expect(valuation.method).toBe('indexed-last-sale');
    expect(valuation.comparablesUsed).toBe(0);
  });

  it('falls back to the last sale brought to today, with a wider range', () => {
    const valuation = estimateValue(subject, [], index, today);
    expect(valuation.estimate).toBeGreaterThan(700_000);
    expect(valuation.high - valuation.low).toBeGreaterThan(valuation.estimate * 0.2);
  });
});

describe('a recent sale anchors the estimate', () => {
  // Comparables say $500,000; the home itself sold for $600,000 (it is better than its neighbours).
  const neighbours = [240, 250, 260].map((perSqft) => ({
    sqft: 2000,
    yearBuilt: 2000,
    lastSaleDate: '2025-06-01',
    lastSalePrice: perSqft * 2000,
  }));
  const flat = new PriceIndex([2022, 2023, 2024, 2025].map((year) => ({ county: 'Placer', year, pricePerSqft: 250 })));
  const soldOn = (lastSaleDate: string) => ({ ...subject, lastSaleDate, lastSalePrice: 600_000 });
  const valueOn = (lastSaleDate: string) => estimateValue(soldOn(lastSaleDate), neighbours, flat, '2025-12-31');

  it('stays at a sale of last month, with a narrow range around it', () => {
    const valuation = valueOn('2025-12-01');
    expect(valuation.method).toBe('recent-sale');
    expect(valuation.estimate).toBe(600_000);
    expect(valuation.low).toBeGreaterThanOrEqual(570_000);
    expect(valuation.high).toBeLessThanOrEqual(630_000);
  });

  it('moves toward the comparables as the sale ages, its range widening', () => {
    const ages = ['2025-12-01', '2025-06-30', '2024-12-31', '2024-06-30', '2024-01-15'].map(valueOn);
    const estimates = ages.map((valuation) => valuation.estimate);
    expect(estimates).toEqual([...estimates].sort((a, b) => b - a));
    expect(new Set(estimates).size).toBe(estimates.length);
    // A year on, three quarters of the sale and a quarter of the comparables.
    expect(ages[2]!.estimate).toBe(575_000);
    expect(ages.at(-1)!.estimate).toBeGreaterThan(500_000);
    // The sale's own uncertainty and its gap to the comparables widen the range while it counts...
    const widths = ages.slice(0, 4).map((valuation) => (valuation.high - valuation.low) / valuation.estimate);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(widths[0]).toBeLessThan(0.08);
    expect(widths[3]).toBeGreaterThan(0.2);
    for (const valuation of ages) {
      expect(valuation.low).toBeLessThan(valuation.estimate);
      expect(valuation.high).toBeGreaterThan(valuation.estimate);
    }
  });

  it('leaves a sale two years old or more to the comparables, with no jump at 24 months', () => {
    expect(valueOn('2023-12-31')).toMatchObject({ method: 'comparables', estimate: 500_000, anchorWeight: 0 });
    expect(valueOn('2024-01-02').estimate).toBe(500_000);
  });

  it('with too few comparables, keeps the indexed sale, its range widening with age to ±12%', () => {
    const fresh = estimateValue(soldOn('2025-11-01'), [], flat, '2025-12-31');
    const old = estimateValue(soldOn('2020-11-01'), [], flat, '2025-12-31');
    expect(fresh).toMatchObject({ method: 'indexed-last-sale', estimate: 600_000 });
    expect(fresh.high - fresh.low).toBeLessThanOrEqual(48_000);
    expect(old.low).toBe(528_000);
    expect(old.high).toBe(672_000);
  });
});

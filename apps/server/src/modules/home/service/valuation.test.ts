import { describe, expect, it } from 'vitest';
import { PriceIndex } from './price-index';
import { estimateValue } from './valuation';

// Prices per square foot in Placer double from 2015 to 2025.
const index = new PriceIndex([
  { county: 'Placer', year: 2015, pricePerSqft: 200 },
  { county: 'Placer', year: 2020, pricePerSqft: 300 },
  { county: 'Placer', year: 2025, pricePerSqft: 400 },
]);
const subject = { county: 'Placer', sqft: 2000, yearBuilt: 2000, lastSaleDate: '2015-06-01', lastSalePrice: 400_000 };

describe('price index', () => {
  it('brings a price to today by the county level, smoothing thin years', () => {
    expect(index.growth('Placer', 2025)).toBe(1);
    expect(index.growth('Placer', 2015)).toBeCloseTo(400 / 200, 1);
    expect(index.growth('Nowhere', 2015)).toBe(1);
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
    const valuation = estimateValue(subject, sales, index);
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
    const valuation = estimateValue(subject, unlike, index);
    expect(valuation.method).toBe('indexed-last-sale');
    expect(valuation.comparablesUsed).toBe(0);
  });

  it('falls back to the last sale brought to today, with a wider range', () => {
    const valuation = estimateValue(subject, [], index);
    expect(valuation.estimate).toBeGreaterThan(700_000);
    expect(valuation.high - valuation.low).toBeGreaterThan(valuation.estimate * 0.2);
  });
});

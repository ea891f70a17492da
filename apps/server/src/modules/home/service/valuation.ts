import type { PriceIndex } from './price-index';
import { median, percentile } from './price-index';

export interface ValuationSubject {
  county: string;
  sqft: number;
  yearBuilt: number;
  lastSaleDate: string;
  lastSalePrice: number;
}

export interface Comparable {
  sqft: number;
  yearBuilt: number;
  lastSaleDate: string;
  lastSalePrice: number;
}

export interface Valuation {
  estimate: number;
  low: number;
  high: number;
  rentEstimate: number;
  comparablesUsed: number;
  method: 'comparables' | 'indexed-last-sale';
}

/** Gross monthly rent as a share of value: about a 5% yearly gross yield in these counties. */
const MONTHLY_RENT_SHARE = 0.0042;
const MIN_COMPARABLES = 3;

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const toThousand = (amount: number) => Math.round(amount / 1000) * 1000;

/** Comparables are similar in size (±30%) and age (±25 years). */
export function isComparable(subject: ValuationSubject, candidate: Comparable): boolean {
  return (
    Math.abs(candidate.sqft - subject.sqft) <= subject.sqft * 0.3 &&
    Math.abs(candidate.yearBuilt - subject.yearBuilt) <= 25
  );
}

/**
 * Today's value from comparable recent sales in the same ZIP, each brought to today by the county's
 * price index and scaled to the subject's size; the range is the middle half of those figures. With
 * fewer than three comparables, the subject's own last sale brought to today, with a wider range.
 */
export function estimateValue(
  subject: ValuationSubject,
  comparables: readonly Comparable[],
  index: PriceIndex,
): Valuation {
  const similar = comparables.filter((candidate) => isComparable(subject, candidate));
  if (similar.length >= MIN_COMPARABLES) {
    const values = similar.map(
      (sale) =>
        (sale.lastSalePrice / sale.sqft) * index.growth(subject.county, yearOf(sale.lastSaleDate)) * subject.sqft,
    );
    const estimate = toThousand(median(values));
    return {
      estimate,
      low: toThousand(Math.min(percentile(values, 0.25), estimate * 0.95)),
      high: toThousand(Math.max(percentile(values, 0.75), estimate * 1.05)),
      rentEstimate: Math.round((estimate * MONTHLY_RENT_SHARE) / 5) * 5,
      comparablesUsed: similar.length,
      method: 'comparables',
    };
  }
  const estimate = toThousand(subject.lastSalePrice * index.growth(subject.county, yearOf(subject.lastSaleDate)));
  return {
    estimate,
    low: toThousand(estimate * 0.88),
    high: toThousand(estimate * 1.12),
    rentEstimate: Math.round((estimate * MONTHLY_RENT_SHARE) / 5) * 5,
    comparablesUsed: similar.length,
    method: 'indexed-last-sale',
  };
}

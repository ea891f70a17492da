import type { PriceIndex } from './price-index';
import { median, percentile } from './price-index';
import { anchorHalfWidth, anchorWeight, monthsBetween } from './sale-anchor';

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
  /** How much the home's own sale, moved by the index, counts in the estimate (0 to 1). */
  anchorWeight: number;
  /**
   * 'recent-sale': the home's sale of the last 24 months blended with its comparables;
   * 'comparables': comparables alone (an older sale); 'indexed-last-sale': too few comparables.
   */
  method: 'recent-sale' | 'comparables' | 'indexed-last-sale';
}

/** Gross monthly rent as a share of value: about a 5% yearly gross yield in these counties. */
const MONTHLY_RENT_SHARE = 0.0042;
const MIN_COMPARABLES = 3;

const toThousand = (amount: number) => Math.round(amount / 1000) * 1000;

/** Comparables are similar in size (±30%) and age (±25 years). */
export function isComparable(subject: ValuationSubject, candidate: Comparable): boolean {
  return (
    Math.abs(candidate.sqft - subject.sqft) <= subject.sqft * 0.3 &&
    Math.abs(candidate.yearBuilt - subject.yearBuilt) <= 25
  );
}

/** An estimate with its range as shares of it (0.9 and 1.1 for ±10%). */
interface View {
  value: number;
  lowShare: number;
  highShare: number;
}

/**
 * The comparables' view: each comparable sale brought to the valuation date by the county's index
 * and scaled to the subject's size; their median, and their middle half (at least ±5%) as the range.
 */
function comparablesView(
  subject: ValuationSubject,
  similar: readonly Comparable[],
  index: PriceIndex,
  valuationDate: string,
): View {
  const values = similar.map(
    (sale) =>
      (sale.lastSalePrice / sale.sqft) * index.growth(subject.county, sale.lastSaleDate, valuationDate) * subject.sqft,
  );
  const value = median(values);
  return {
    value,
    lowShare: Math.min(percentile(values, 0.25) / value, 0.95),
    highShare: Math.max(percentile(values, 0.75) / value, 1.05),
  };
}

/**
 * Today's value (as of `valuationDate`). A sale in the last 24 months anchors it: the sale price
 * moved by the county index since the sale, blended with the comparables as the sale ages (see
 * sale-anchor.ts). An older sale leaves the comparables (recent sales in the ZIP of similar size
 * and age); with fewer than three of those, the last sale moved by the index, with a range that
 * widens with the sale's age.
 */
export function estimateValue(
  subject: ValuationSubject,
  comparables: readonly Comparable[],
  index: PriceIndex,
  valuationDate: string,
): Valuation {
  const similar = comparables.filter((candidate) => isComparable(subject, candidate));
  const age = monthsBetween(subject.lastSaleDate, valuationDate);
  const halfWidth = anchorHalfWidth(age);
  const anchor: View = {
    value: subject.lastSalePrice * index.growth(subject.county, subject.lastSaleDate, valuationDate),
    lowShare: 1 - halfWidth,
    highShare: 1 + halfWidth,
  };
  const comparable = similar.length >= MIN_COMPARABLES ? comparablesView(subject, similar, index, valuationDate) : null;
  const weight = comparable ? anchorWeight(age) : 1;
  const other = comparable ?? anchor;
  const value = weight * anchor.value + (1 - weight) * other.value;
  const estimate = toThousand(value);
  // The range of a mixture of the two views: each one's spread, weighted, plus the gap between
  // them, so a sale that disagrees with its comparables widens the range while they share the weight.
  const gap = value > 0 ? (anchor.value - other.value) / value : 0;
  const spread = (side: (view: View) => number) =>
    Math.sqrt(
      weight * (side(anchor) - 1) ** 2 + (1 - weight) * (side(other) - 1) ** 2 + weight * (1 - weight) * gap ** 2,
    );
  return {
    estimate,
    low: toThousand(estimate * (1 - spread((view) => view.lowShare))),
    high: toThousand(estimate * (1 + spread((view) => view.highShare))),
    rentEstimate: Math.round((estimate * MONTHLY_RENT_SHARE) / 5) * 5,
    comparablesUsed: similar.length,
    anchorWeight: weight,
    method: !comparable ? 'indexed-last-sale' : weight > 0 ? 'recent-sale' : 'comparables',
  };
}

import type { HomeRow } from '../repo';
import type { SampleMarket } from './market';
import { estimateValue, type Comparable, type Valuation } from './valuation';

/** How far back a sale in the ZIP counts as a comparable. */
const COMPARABLE_YEARS = 3;

export interface ZipSale extends Comparable {
  id: string;
}

/**
 * The sample market's "today": the date of its newest sale. The index knows nothing later, and the
 * dataset does not change with the calendar, so a home's estimate (and its cached record) stays put
 * until the dataset or the model changes. Loan balances are amortised to the real today instead.
 */
export function valuationDateOf(market: SampleMarket): string {
  return market.latestSale;
}

/** The first sale date that counts as a comparable: three years before the valuation date. */
export function comparablesSince(market: SampleMarket): string {
  const date = valuationDateOf(market);
  return `${Number(date.slice(0, 4)) - COMPARABLE_YEARS}${date.slice(4)}`;
}

/**
 * The valuation of a home of the dataset, from the sales in its ZIP since comparablesSince(market)
 * (its own sale among them or not: it never counts as its own comparable).
 */
export function valueSampleHome(home: HomeRow, zipSales: readonly ZipSale[], market: SampleMarket): Valuation {
  return estimateValue(
    home,
    zipSales.filter((sale) => sale.id !== home.id),
    market.priceIndex,
    valuationDateOf(market),
  );
}

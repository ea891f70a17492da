import { balanceAfter, formatAddress, toAddressKey, wholeMonthsBetween } from '@roost/domain';
import { BoundedCache } from '../../../platform/cache/bounded-cache';
import type { Db } from '../../../platform/db/types';
import { findHomeByKey, recentSalesInZip, type HomeRow } from '../repo';
import type { SampleMarket } from '../service/market';
import type { OriginationRate } from '../service/pmms';
import { comparablesSince, valueSampleHome, type ZipSale } from '../service/value-sample-home';
import type { PropertyDataProvider, PropertyRecordInput } from './property-data';
import { addressNotFound } from './provider-errors';

export interface LocalPropertyDeps {
  db: Db;
  market: SampleMarket;
  originationRate: OriginationRate;
  today: () => string;
}

const HOUR_MS = 60 * 60 * 1000;

/** Today's balance: the original loan amortised at the origination month's PMMS rate. */
function estimateBalance(home: HomeRow, today: string, originationRate: OriginationRate) {
  const ratePercent = originationRate(home.loanDate, home.loanTermMonths);
  // The first payment falls due on the first of the second month after closing.
  const firstDue = `${home.loanDate.slice(0, 7)}-01`;
  const paymentsMade = Math.min(home.loanTermMonths, Math.max(0, wholeMonthsBetween(firstDue, today) - 1));
  return {
    ratePercent,
    balance: balanceAfter(home.originalLoanAmount, ratePercent, home.loanTermMonths, paymentsMade),
  };
}

/** The embedded regional dataset (sample data) with the valuation model and PMMS loan balances. */
export function localPropertyData(deps: LocalPropertyDeps): PropertyDataProvider {
  // The sample homes never change once loaded, nor does the market's comparables window while this runs: a
  // ZIP's recent sales are read once (a few hundred ZIPs of about a hundred sales).
  const salesByZip = new BoundedCache<readonly ZipSale[]>({ capacity: 1_000, maxAgeMs: HOUR_MS });
  const recentSales = (zip: string) => {
    const since = comparablesSince(deps.market);
    return salesByZip.get(`${zip} ${since}`, () => recentSalesInZip(deps.db, zip, since));
  };
  // Nor do the homes, the market built at start-up or the shipped rate history: a home's figures change only with
  // the day (its loan balance), so they are worked out once a day while it is asked for (a homeowner going from tool
  // to tool asks again and again). An address not found is looked for again.
  const figuresByDay = new BoundedCache<PropertyRecordInput>({ capacity: 10_000, maxAgeMs: HOUR_MS });
  return {
    name: 'local',
    lookup(address) {
      let key: string;
      try {
        key = toAddressKey(address);
      } catch {
        return Promise.reject(addressNotFound());
      }
      const today = deps.today();
      return figuresByDay.get(`${key} ${today}`, () => figuresOf(key, today));
    },
  };

  async function figuresOf(key: string, today: string): Promise<PropertyRecordInput> {
    const home = await findHomeByKey(deps.db, key);
    if (!home) throw addressNotFound();
    return sampleHomeRecord(home, await recentSales(home.zip), { ...deps, today });
  }
}

/**
 * A sample home's record as the tool pages receive it: the valuation model's estimate from the ZIP's recent
 * sales, and today's balance of the original loan.
 */
export function sampleHomeRecord(
  home: HomeRow,
  zipSales: readonly ZipSale[],
  context: { market: SampleMarket; originationRate: OriginationRate; today: string },
): PropertyRecordInput {
  const valuation = valueSampleHome(home, zipSales, context.market);
  const { ratePercent, balance } = estimateBalance(home, context.today, context.originationRate);
  return {
    propertyId: home.id,
    address: formatAddress({
      street: `${home.streetNumber} ${home.streetName}`,
      city: home.city,
      state: home.state,
      zip: home.zip,
    }),
    stateCode: home.state,
    xCoord: home.longitude,
    yCoord: home.latitude,
    beds: home.beds,
    baths: home.baths,
    sqft: home.sqft,
    saleDate: home.lastSaleDate,
    salePrice: home.lastSalePrice,
    taxAmount: home.taxAmount,
    taxValue: home.assessedValue,
    loanAmount: home.originalLoanAmount,
    loanType: home.loanType,
    loanDate: home.loanDate,
    loanTermMonths: home.loanTermMonths,
    estimate: valuation.estimate,
    estimateLow: valuation.low,
    estimateHigh: valuation.high,
    loanBalance: Math.round(balance * 100) / 100,
    loanRatePercent: ratePercent,
    rentEstimate: valuation.rentEstimate,
    source: 'sample',
  };
}

import { balanceAfter, formatAddress, toAddressKey, wholeMonthsBetween } from '@roost/domain';
import { BoundedMemory } from '../../../bounded-memory';
import type { Db } from '../../../db/types';
import { findHomeByKey, recentSalesInZip, type HomeRow } from '../repo';
import type { SampleMarket } from '../service/market';
import type { OriginationRate } from '../service/pmms';
import { comparablesSince, valueSampleHome, type ZipSale } from '../service/value-sample-home';
import type { PropertyDataProvider } from './property-data';
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
  const salesByZip = new BoundedMemory<readonly ZipSale[]>({ capacity: 1_000, maxAgeMs: HOUR_MS });
  const recentSales = (zip: string) => {
    const since = comparablesSince(deps.market);
    return salesByZip.get(`${zip} ${since}`, () => recentSalesInZip(deps.db, zip, since));
  };
  // Nor do the homes: each is read once (by its address key) while it is asked for; an address not found (yet) is
  // looked for again.
  const homesByKey = new BoundedMemory<HomeRow>({ capacity: 10_000, maxAgeMs: HOUR_MS });
  const homeByKey = async (key: string) => {
    const known = homesByKey.peek(key);
    if (known) return known;
    const home = await findHomeByKey(deps.db, key);
    return home && homesByKey.set(key, home);
  };
  return {
    name: 'local',
    async lookup(address) {
      let key: string;
      try {
        key = toAddressKey(address);
      } catch {
        throw addressNotFound();
      }
      const home = await homeByKey(key);
      if (!home) throw addressNotFound();
      const zipSales = await recentSales(home.zip);
      const valuation = valueSampleHome(home, zipSales, deps.market);
      const { ratePercent, balance } = estimateBalance(home, deps.today(), deps.originationRate);
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
    },
  };
}

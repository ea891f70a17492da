import {
  balanceAfter,
  formatAddress,
  toAddressKey,
  wholeMonthsBetween,
  type PmmsWeek,
  type PropertyRecord,
} from '@roost/domain';
import type { Db } from '../../../db/types';
import { AppError } from '../../../errors';
import { findHomeByKey, recentSalesInZip, saveAddressRecord, type AddressRecordRow, type HomeRow } from '../repo';
import type { SampleMarket } from './market';
import type { OriginationRate } from './pmms';
import { estimateValue } from './valuation';

export const ADDRESS_NOT_FOUND = 'Error fetching address information. Please try a new address.';

export interface PropertyDeps {
  db: Db;
  market: SampleMarket;
  /** The shipped weekly rate history (source: Freddie Mac PMMS). */
  pmms: readonly PmmsWeek[];
  originationRate: OriginationRate;
  today: () => string;
}

const COMPARABLE_YEARS = 3;

function yearsBefore(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) - years}${isoDate.slice(4)}`;
}

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

/** The record for an address of the sample dataset: facts, value with range, rent, loan balance. */
export async function calculateProperty(
  deps: PropertyDeps,
  address: { street: string; city: string; state: string },
): Promise<PropertyRecord> {
  let key: string;
  try {
    key = toAddressKey(address);
  } catch {
    throw new AppError(404, ADDRESS_NOT_FOUND);
  }
  const home = await findHomeByKey(deps.db, key);
  if (!home) throw new AppError(404, ADDRESS_NOT_FOUND);
  const comparables = await recentSalesInZip(
    deps.db,
    home.zip,
    yearsBefore(deps.market.latestSale, COMPARABLE_YEARS),
    home.id,
  );
  const valuation = estimateValue(home, comparables, deps.market.priceIndex);
  const { ratePercent, balance } = estimateBalance(home, deps.today(), deps.originationRate);
  const saved = await saveAddressRecord(deps.db, {
    id: key,
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
    createdDate: new Date(),
  });
  return toPropertyRecord(saved);
}

export function toPropertyRecord(row: AddressRecordRow): PropertyRecord {
  return { ...row, createdDate: row.createdDate.toISOString() };
}

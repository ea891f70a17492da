import fc from 'fast-check';
import type { PropertyRecord } from '../property';

/**
 * Shared fast-check generators for the mortgage tests: loans in the range the product meets
 * (a few thousand dollars to a few million, 0% to 15% in eighths, 1 to 40 years).
 */

/** Whole cents, as dollars: money as it is actually written down. */
export const moneyAmount = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((cents) => cents / 100);

export const ratePercent = fc.integer({ min: 0, max: 120 }).map((eighths) => eighths / 8);

export const termMonths = fc.integer({ min: 1, max: 480 });

export const loan = fc.record({
  principal: moneyAmount(1_000, 3_000_000),
  ratePercent,
  months: termMonths,
});

/** A calendar date from 1995 to 2035 (days 1 to 28, so every month has it). */
export const isoDate = fc
  .record({
    year: fc.integer({ min: 1995, max: 2035 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

/**
 * A property record as the providers make them, with the loan facts the address figures read:
 * any program, missing figures, loans above and below 80% of the price, balances in cents.
 */
export const propertyRecord = fc
  .record({
    salePrice: fc.option(fc.integer({ min: 50_000, max: 3_000_000 }), { freq: 8 }),
    loanShare: fc.double({ min: 0.3, max: 1.03, noNaN: true }),
    hasLoanAmount: fc.boolean(),
    loanType: fc.constantFrom('conventional', 'FHA', 'VA', 'USDA', '', null),
    loanDate: fc.option(isoDate, { freq: 8 }),
    loanTermMonths: fc.option(fc.constantFrom(120, 180, 240, 360), { freq: 8 }),
    loanRatePercent: fc.option(ratePercent, { freq: 8 }),
    estimate: fc.option(moneyAmount(0, 4_000_000), { freq: 8 }),
    loanBalance: fc.option(moneyAmount(0, 3_000_000), { freq: 8 }),
  })
  .map(({ salePrice, loanShare, hasLoanAmount, ...loan }): PropertyRecord => ({
    id: '1-Oak-St-Auburn-CA',
    propertyId: 'h1',
    address: '1 Oak St, Auburn, CA 95603',
    stateCode: 'CA',
    xCoord: null,
    yCoord: null,
    beds: 3,
    baths: 2,
    sqft: 1650,
    saleDate: loan.loanDate,
    salePrice,
    taxAmount: 6000,
    taxValue: salePrice,
    loanAmount: salePrice !== null && hasLoanAmount ? Math.round(salePrice * loanShare) : null,
    estimateLow: null,
    estimateHigh: null,
    rentEstimate: null,
    source: 'sample',
    createdDate: '2026-01-02T03:04:05.000Z',
    ...loan,
  }));

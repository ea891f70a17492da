import fc from 'fast-check';

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

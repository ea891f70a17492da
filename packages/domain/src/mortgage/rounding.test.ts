import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToCents, roundToDollars, roundToEighth } from './rounding';

describe('roundToCents', () => {
  it.each([
    [2528.272093971861, 2528.27],
    [1.005, 1.01],
    [1.015, 1.02],
    [0.125, 0.13],
    [2.675, 2.68],
    [-1.005, -1.01],
    [-0.001, 0],
    [1_234_567.895, 1_234_567.9],
    [0, 0],
  ])('rounds %s to %s', (amount, rounded) => {
    expect(roundToCents(amount)).toBe(rounded);
  });

  it('refuses a value that is not a number', () => {
    expect(() => roundToCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('moves an amount by at most half a cent, keeps whole cents as they are and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: -1e11, max: 1e11 }),
        (x, cents) => {
          const rounded = roundToCents(x);
          expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.005 + 1e-6);
          expect(roundToCents(rounded)).toBe(rounded);
          expect(roundToCents(cents / 100)).toBe(cents / 100);
        },
      ),
    );
  });
});

describe('roundToDollars', () => {
  it.each([
    [2528.5, 2529],
    [2528.49, 2528],
    [-2.5, -3],
    [-0.4, 0],
    [455_236.4999, 455_236],
  ])('rounds %s to %s', (amount, rounded) => {
    expect(roundToDollars(amount)).toBe(rounded);
  });
});

describe('roundToEighth', () => {
  it.each([
    [6.3, 6.25],
    [6.32, 6.375],
    [6.0625, 6.125],
    [4.07, 4.125],
    [3.25, 3.25],
    [2.2, 2.25],
  ])('rounds %s% to %s%', (rate, rounded) => {
    expect(roundToEighth(rate)).toBe(rounded);
  });

  it('lands on an eighth within a sixteenth of the rate', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 25, noNaN: true }), (rate) => {
        const rounded = roundToEighth(rate);
        expect(Number.isInteger(rounded * 8)).toBe(true);
        expect(Math.abs(rounded - rate)).toBeLessThanOrEqual(0.0625 + 1e-9);
      }),
    );
  });
});

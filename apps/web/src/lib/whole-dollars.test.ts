import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  formatWholeDollarsTyped,
  showWholeDollars,
  shownDigitsBefore,
  wholeDollarsOf,
} from './whole-dollars';

/** What was typed, read as a person would: the digits before any point, commas and the rest ignored. */
const integerPartOf = (typed: string) => BigInt(typed.split('.')[0]!.replace(/\D/g, '') || '0');

describe('whole dollars as a money field shows them', () => {
  it.each([
    ['', ''],
    ['3', '$3'],
    ['300000', '$300,000'],
    ['$300,000', '$300,000'],
    ['1234.56', '$1,234'],
    ['380000.75', '$380,000'],
    ['$1,234.56', '$1,234'],
    ['1234.', '$1,234'],
    ['.75', ''],
    ['0', '$0'],
    ['0035', '$35'],
    ['000', '$0'],
    ['1,2,3,4', '$1,234'],
    ['3 500', '$3,500'],
    ['-500', '$500'],
    ['abc', ''],
    ['99999999999', '$9,999,999,999'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatWholeDollarsTyped(typed)).toBe(shown);
  });

  it.each([
    ['$300,000', 300_000],
    ['$1,234.56', 1234],
    ['1234.56', 1234],
    ['$0', 0],
    ['', undefined],
    ['.56', undefined],
  ])('reads %j as %j', (shown, amount) => {
    expect(wholeDollarsOf(shown)).toBe(amount);
  });

  it.each([
    [300_000, '$300,000'],
    [1234.4, '$1,234'],
    [0, '$0'],
    [null, ''],
    [undefined, ''],
  ])('shows the amount %j as %j', (amount, shown) => {
    expect(showWholeDollars(amount)).toBe(shown);
  });

  it.each([
    ['$1,2345', 6, 4],
    ['$1,2345', 2, 1],
    ['$0012', 3, 0],
    ['$0012', 4, 1],
    ['12.34', 5, 2],
    ['', 0, 0],
  ])('counts the digits shown before the caret in %j at %i: %i', (typed, position, digits) => {
    expect(shownDigitsBefore(typed, position)).toBe(digits);
  });

  it.each([
    ['$12,345', 0, 1],
    ['$12,345', 2, 3],
    ['$12,345', 3, 5],
    ['$12,345', 9, 7],
    ['', 0, 0],
  ])('puts the caret in %j after %i digits at %i', (formatted, digits, caret) => {
    expect(caretAfterDigits(formatted, digits)).toBe(caret);
  });

  it('never reads more dollars than the integer part of what was typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,$ -a') }), (typed) => {
        expect(BigInt(wholeDollarsOf(formatWholeDollarsTyped(typed)) ?? 0)).toBeLessThanOrEqual(integerPartOf(typed));
      }),
    );
  });

  it('reads back what it shows for an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (amount) => {
        expect(wholeDollarsOf(showWholeDollars(amount))).toBe(amount);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashAvailable,
  hasReachedLoanToValueThreshold,
  LOAN_TO_VALUE_THRESHOLD_PERCENT,
  loanToValuePercent,
  loanToValueRatioPercent,
} from './loan-to-value';
import { roundToDollars } from './rounding';
import { moneyAmount } from './test-arbitraries';

describe('loanToValuePercent', () => {
  it.each([
    [400_000, 500_000, 80],
    [475_000, 500_000, 95],
    [402_400, 500_000, 80],
    [402_600, 500_000, 81],
    [0, 500_000, 0],
    [600_000, 500_000, 120],
    [1, 3, 33],
  ])('$%s owed on a $%s home is %s percent', (balance, value, percent) => {
    expect(loanToValuePercent(balance, value)).toBe(percent);
  });

  it('has no loan-to-value without a value', () => {
    expect(loanToValuePercent(100_000, 0)).toBeUndefined();
    expect(loanToValueRatioPercent(100_000, 0)).toBeUndefined();
  });

  it('keeps the unrounded ratio for decisions', () => {
    expect(loanToValueRatioPercent(402_400, 500_000)).toBeCloseTo(80.48, 10);
  });

  it('refuses negative amounts', () => {
    expect(() => loanToValuePercent(-1, 500_000)).toThrow(RangeError);
    expect(() => loanToValuePercent(1, -500_000)).toThrow(RangeError);
  });
});

describe('hasReachedLoanToValueThreshold', () => {
  it.each([
    [400_000, 500_000, true],
    [402_400, 500_000, true],
    [402_600, 500_000, false],
    [475_000, 500_000, false],
    [0, 500_000, true],
    [100_000, 0, false],
  ])('$%s owed on a $%s home: %s', (balance, value, reached) => {
    expect(hasReachedLoanToValueThreshold(balance, value)).toBe(reached);
  });
});

describe('cashAvailable', () => {
  it.each([
    [500_000, 300_000, 100_000],
    [500_000, 400_000, 0],
    [500_000, 475_000, 0],
    [500_000, 0, 400_000],
    [0, 0, 0],
    // Whole dollars as shown: 80% of $612,345 rounded down, less $250,000.50 shown as $250,001.
    [612_345, 250_000.5, 239_875],
    [650_000, 440_123.45, 79_877],
    [650_000.5, 440_123.45, 79_877],
  ])('a $%s home with $%s owed has $%s available', (value, balance, cash) => {
    expect(cashAvailable(value, balance)).toBe(cash);
  });

  it('is whole dollars, never negative, and taking all of it lands on the threshold to the dollar', () => {
    fc.assert(
      fc.property(moneyAmount(0, 5_000_000), moneyAmount(0, 5_000_000), (value, balance) => {
        const cash = cashAvailable(value, balance);
        const [shownValue, shownBalance] = [roundToDollars(value), roundToDollars(balance)];
        expect(Number.isInteger(cash) && cash >= 0).toBe(true);
        const line = (shownValue * LOAN_TO_VALUE_THRESHOLD_PERCENT) / 100;
        if (cash > 0) {
          expect(shownBalance + cash).toBeLessThanOrEqual(line);
          expect(shownBalance + cash + 1).toBeGreaterThan(line);
        } else {
          // Not a whole dollar more can be taken without passing 80%.
          expect(shownBalance + 1).toBeGreaterThan(line);
        }
      }),
    );
  });

  it('never rises as the balance rises, and the loan-to-value never falls', () => {
    fc.assert(
      fc.property(
        moneyAmount(1, 5_000_000),
        moneyAmount(0, 5_000_000),
        moneyAmount(0, 1_000_000),
        (value, balance, more) => {
          expect(cashAvailable(value, balance + more)).toBeLessThanOrEqual(cashAvailable(value, balance));
          expect(loanToValuePercent(balance + more, value)).toBeGreaterThanOrEqual(
            loanToValuePercent(balance, value) ?? 0,
          );
        },
      ),
    );
  });
});

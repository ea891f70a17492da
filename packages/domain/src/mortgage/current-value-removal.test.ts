import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentValueRemoval } from './current-value-removal';
import { moneyAmount } from './test-arbitraries';

describe('currentValueRemoval', () => {
  it.each([
    // [balance, today's value, age in months, expected]
    [400_000, 600_000, 12, { status: 'too-soon', monthsToWait: 12 }],
    [400_000, 600_000, 23, { status: 'too-soon', monthsToWait: 1 }],
    [450_000, 600_000, 24, { status: 'eligible', maximumLoanToValuePercent: 75, paydownNeeded: 0 }],
    [450_001, 600_000, 24, { status: 'not-yet', maximumLoanToValuePercent: 75, paydownNeeded: 1 }],
    [470_000, 600_000, 60, { status: 'not-yet', maximumLoanToValuePercent: 75, paydownNeeded: 20_000 }],
    [470_000, 600_000, 61, { status: 'eligible', maximumLoanToValuePercent: 80, paydownNeeded: 0 }],
    [490_000, 600_000, 120, { status: 'not-yet', maximumLoanToValuePercent: 80, paydownNeeded: 10_000 }],
  ])('$%s owed on a $%s home, %s months old: %j', (balance, value, age, expected) => {
    expect(currentValueRemoval(balance, value, age)).toMatchObject(expected);
  });

  it('reports the unrounded loan-to-value', () => {
    expect(currentValueRemoval(450_001, 600_000, 30)).toMatchObject({ loanToValuePercent: 75.00016666666667 });
  });

  it('refuses a home with no value', () => {
    expect(() => currentValueRemoval(450_000, 0, 30)).toThrow(RangeError);
  });

  it('is eligible exactly when the pay-down is zero, and paying it down makes the loan eligible', () => {
    fc.assert(
      fc.property(
        moneyAmount(0, 2_000_000),
        moneyAmount(1, 3_000_000),
        fc.integer({ min: 24, max: 480 }),
        (balance, value, age) => {
          const removal = currentValueRemoval(balance, value, age);
          if (removal.status === 'too-soon') throw new Error('a seasoned loan is never too soon');
          expect(removal.status === 'eligible').toBe(removal.paydownNeeded === 0);
          expect(removal.status === 'eligible').toBe(removal.loanToValuePercent <= removal.maximumLoanToValuePercent);
          const after = currentValueRemoval(balance - removal.paydownNeeded, value, age);
          expect(after.status === 'eligible' || (after.status === 'not-yet' && after.paydownNeeded < 1e-6)).toBe(true);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule, balanceAfter, HALF_CENT, monthlyPayment, paymentsUntilBalance } from './amortization';
import { roundToCents } from './rounding';
import { loan } from './test-arbitraries';

describe('monthlyPayment', () => {
  it.each([
    // The brief's vector, then well-known published payments.
    [400_000, 6.5, 360, 2528.27],
    [200_000, 4, 360, 954.83],
    [500_000, 7, 360, 3326.51],
    [300_000, 3, 180, 2071.74],
    [250_000, 5.5, 180, 2042.71],
    [1_000_000, 2.25, 360, 3822.46],
    [350_000, 12, 360, 3600.14],
    [100_000, 0, 120, 833.33],
    [0, 6.5, 360, 0],
    [12_000, 6, 1, 12_060],
  ])('$%s at %s% over %s months is $%s a month', (principal, rate, months, payment) => {
    expect(roundToCents(monthlyPayment(principal, rate, months))).toBe(payment);
  });

  it.each([
    ['a negative principal', -1, 6.5, 360],
    ['a principal that is not a number', Number.NaN, 6.5, 360],
    ['a negative rate', 100_000, -0.5, 360],
    ['a rate given as a whole hundred-fold', 100_000, 650, 360],
    ['zero months', 100_000, 6.5, 0],
    ['a fraction of a month', 100_000, 6.5, 12.5],
  ])('refuses %s', (_label, principal, rate, months) => {
    expect(() => monthlyPayment(principal, rate, months)).toThrow(RangeError);
  });
});

describe('balanceAfter', () => {
  it.each([
    // The brief's vectors: $400,000 at 6.50% over 360 months.
    [400_000, 6.5, 360, 0, 400_000],
    [400_000, 6.5, 360, 60, 374_443.91],
    [400_000, 6.5, 360, 120, 339_104.51],
    [400_000, 6.5, 360, 360, 0],
    [400_000, 6.5, 360, 400, 0],
    [120_000, 0, 120, 30, 90_000],
    [475_000, 6.5, 360, 124, 399_375.4],
  ])('$%s at %s% over %s months owes, after %s payments, $%s', (principal, rate, months, made, balance) => {
    expect(roundToCents(balanceAfter(principal, rate, months, made))).toBe(balance);
  });

  it('refuses a negative or fractional number of payments', () => {
    expect(() => balanceAfter(400_000, 6.5, 360, -1)).toThrow(RangeError);
    expect(() => balanceAfter(400_000, 6.5, 360, 1.5)).toThrow(RangeError);
  });
});

describe('amortizationSchedule', () => {
  it('splits the first payments of the brief loan into interest and principal', () => {
    const [first, second] = [...amortizationSchedule(400_000, 6.5, 360)];
    expect(
      first && { ...first, interest: roundToCents(first.interest), principal: roundToCents(first.principal) },
    ).toMatchObject({ month: 1, interest: 2166.67, principal: 361.61 });
    expect(second && roundToCents(second.interest)).toBe(2164.71);
  });

  it('has one row per month, the last leaving nothing owed', () => {
    const rows = [...amortizationSchedule(100_000, 0, 12)];
    expect(rows.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.every((row) => row.interest === 0)).toBe(true);
    expect(rows.at(-1)?.balance).toBe(0);
  });
});

describe('paymentsUntilBalance', () => {
  it.each([
    // The brief's HPA vector: $475,000 on a $500,000 home reaches 80% and 78% of value.
    [475_000, 6.5, 360, 400_000, 124],
    [475_000, 6.5, 360, 390_000, 135],
    [360_000, 0, 360, 180_000, 180],
    [400_000, 6.5, 360, 400_000, 0],
    [400_000, 6.5, 360, 500_000, 0],
    [400_000, 6.5, 360, 0, 360],
  ])('$%s at %s% over %s months is at or below $%s after payment %s', (principal, rate, months, target, payment) => {
    expect(paymentsUntilBalance(principal, rate, months, target)).toBe(payment);
  });
});

describe('amortization properties', () => {
  it('the balance falls every month, from the principal to exactly 0', () => {
    fc.assert(
      fc.property(loan, ({ principal, ratePercent, months }) => {
        let before = principal;
        for (const row of amortizationSchedule(principal, ratePercent, months)) {
          expect(row.balance).toBeLessThan(before);
          expect(row.balance).toBeGreaterThanOrEqual(0);
          before = row.balance;
        }
        expect(balanceAfter(principal, ratePercent, months, months)).toBe(0);
        expect(before).toBe(0);
      }),
    );
  });

  it('the principal parts add up to the principal, to the cent', () => {
    fc.assert(
      fc.property(loan, ({ principal, ratePercent, months }) => {
        let repaid = 0;
        for (const row of amortizationSchedule(principal, ratePercent, months)) repaid += row.principal;
        expect(Math.abs(repaid - principal)).toBeLessThan(HALF_CENT);
      }),
    );
  });

  it('every row is one level payment split into interest on the balance and principal', () => {
    fc.assert(
      fc.property(loan, ({ principal, ratePercent, months }) => {
        const payment = monthlyPayment(principal, ratePercent, months);
        let before = principal;
        for (const row of amortizationSchedule(principal, ratePercent, months)) {
          expect(row.interest + row.principal).toBeCloseTo(payment, 6);
          expect(row.interest).toBeCloseTo((before * ratePercent) / 1200, 6);
          expect(row.balance).toBe(balanceAfter(principal, ratePercent, months, row.month));
          before = row.balance;
        }
      }),
    );
  });

  it('the payments repay at least the principal, exactly the principal at 0%', () => {
    fc.assert(
      fc.property(loan, ({ principal, ratePercent, months }) => {
        const paid = monthlyPayment(principal, ratePercent, months) * months;
        if (ratePercent === 0) expect(paid).toBeCloseTo(principal, 6);
        else expect(paid).toBeGreaterThan(principal);
      }),
    );
  });

  it('paymentsUntilBalance is the first payment at or below the target', () => {
    fc.assert(
      fc.property(loan, fc.double({ min: 0, max: 1, noNaN: true }), ({ principal, ratePercent, months }, share) => {
        const target = principal * share;
        const payment = paymentsUntilBalance(principal, ratePercent, months, target);
        expect(payment).toBeGreaterThanOrEqual(0);
        expect(payment).toBeLessThanOrEqual(months);
        expect(balanceAfter(principal, ratePercent, months, payment)).toBeLessThanOrEqual(target + HALF_CENT);
        if (payment > 0) {
          expect(balanceAfter(principal, ratePercent, months, payment - 1)).toBeGreaterThan(target + HALF_CENT);
        }
      }),
    );
  });
});

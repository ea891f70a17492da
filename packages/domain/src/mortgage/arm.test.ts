import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armPayments, ARM_5_6 } from './arm';
import { roundToCents } from './rounding';
import { moneyAmount } from './test-arbitraries';

// Expected payments cross-checked against a month-by-month loop of the brief's formulas.
describe('armPayments', () => {
  it('prices a $400,000 5/6 ARM at 6% with a 2.75 margin and SOFR at 4.30%', () => {
    const arm = armPayments({
      principal: 400_000,
      initialRatePercent: 6,
      termMonths: 360,
      marginPercent: 2.75,
      indexPercent: 4.3,
    });
    expect(roundToCents(arm.initialPayment)).toBe(2398.2);
    expect(roundToCents(arm.balanceAtFirstReset)).toBe(372_217.43);
    // 4.30 + 2.75 = 7.05, which rounds to the nearest eighth: 7.
    expect(arm.fullyIndexedRatePercent).toBe(7);
    expect(arm.floorRatePercent).toBe(2.75);
    expect(arm.lifetimeMaximumRatePercent).toBe(11);
    expect({ ...arm.firstReset, payment: roundToCents(arm.firstReset.payment) }).toEqual({
      month: 61,
      ratePercent: 7,
      payment: 2630.76,
    });
    expect({ ...arm.worstCaseFirstReset, payment: roundToCents(arm.worstCaseFirstReset.payment) }).toEqual({
      month: 61,
      ratePercent: 8,
      payment: 2872.83,
    });
    // +2 at 61, +1 at 67, 73 and 79 reaches the lifetime cap of 11%.
    expect({ ...arm.worstCaseMaximum, payment: roundToCents(arm.worstCaseMaximum.payment) }).toEqual({
      month: 79,
      ratePercent: 11,
      payment: 3630.26,
    });
  });

  it.each([
    // [initial, margin, index, first-reset rate, payment on $400k/6% balance or on $300k/4%]
    ['the index as it is', 6, 2.75, 4.3, 7, 2630.76],
    ['the first-change cap going up', 6, 2.75, 6, 8, 2872.83],
    ['rates falling, by no more than the cap', 6, 2.75, 1, 4, 1964.7],
    ['an unchanged rate', 6, 2.75, 2.75, 5.5, 2285.74],
    ['the margin as a floor', 4, 3, 0, 3, 1286.74],
    ['a rise within the cap', 4, 2.75, 3.25, 6, 1748.26],
  ])('follows %s', (_label, initial, margin, index, rate, payment) => {
    const principal = initial === 6 ? 400_000 : 300_000;
    const arm = armPayments({
      principal,
      initialRatePercent: initial,
      termMonths: 360,
      marginPercent: margin,
      indexPercent: index,
    });
    expect(arm.firstReset.ratePercent).toBe(rate);
    expect(roundToCents(arm.firstReset.payment)).toBe(payment);
  });

  it('refuses a term that ends inside the fixed period', () => {
    expect(() =>
      armPayments({ principal: 1, initialRatePercent: 6, termMonths: 60, marginPercent: 2.75, indexPercent: 4 }),
    ).toThrow(RangeError);
  });

  const armLoan = fc.record({
    principal: moneyAmount(10_000, 3_000_000),
    initialRatePercent: fc.integer({ min: 8, max: 80 }).map((eighths) => eighths / 8),
    termMonths: fc.constantFrom(180, 240, 300, 360, 480),
    marginPercent: fc.integer({ min: 8, max: 32 }).map((eighths) => eighths / 8),
    indexPercent: fc.double({ min: 0, max: 10, noNaN: true }),
  });

  it('keeps the first reset within the caps and the floor, and the worst case at or above it', () => {
    fc.assert(
      fc.property(armLoan, (loan) => {
        const arm = armPayments(loan);
        const { ratePercent } = arm.firstReset;
        expect(ratePercent).toBeLessThanOrEqual(loan.initialRatePercent + ARM_5_6.initialAdjustmentCapPercent);
        expect(ratePercent).toBeGreaterThanOrEqual(loan.initialRatePercent - ARM_5_6.initialAdjustmentCapPercent);
        if (loan.marginPercent <= loan.initialRatePercent + ARM_5_6.initialAdjustmentCapPercent) {
          expect(ratePercent).toBeGreaterThanOrEqual(loan.marginPercent);
        }
        expect(Number.isInteger(ratePercent * 8)).toBe(true);
        expect(arm.worstCaseFirstReset.ratePercent).toBe(loan.initialRatePercent + 2);
        expect(arm.worstCaseFirstReset.payment).toBeGreaterThanOrEqual(arm.firstReset.payment - 1e-9);
        expect(arm.worstCaseMaximum.payment).toBeGreaterThanOrEqual(arm.worstCaseFirstReset.payment - 1e-9);
        expect(arm.worstCaseMaximum.ratePercent).toBeLessThanOrEqual(arm.lifetimeMaximumRatePercent);
      }),
    );
  });

  it('pays the same after the reset when the rate does not change', () => {
    fc.assert(
      fc.property(armLoan, (loan) => {
        const indexPercent = loan.initialRatePercent - loan.marginPercent;
        fc.pre(indexPercent >= 0);
        const arm = armPayments({ ...loan, indexPercent });
        expect(arm.firstReset.ratePercent).toBe(loan.initialRatePercent);
        expect(arm.firstReset.payment).toBeCloseTo(arm.initialPayment, 6);
      }),
    );
  });
});

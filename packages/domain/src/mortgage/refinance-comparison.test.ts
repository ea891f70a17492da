import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './amortization';
import { compareRefinance } from './refinance-comparison';
import { moneyAmount, ratePercent } from './test-arbitraries';

describe('compareRefinance', () => {
  // A $300,000 15-year loan at 3.158%, 36 payments made: 144 left.
  const current = {
    currentPayment: monthlyPayment(300_000, 3.158, 180),
    currentRatePercent: 3.158,
    remainingMonths: 144,
  };
  const balance = 232_000;

  it('a lower payment at a higher rate is lower only because of the longer term', () => {
    const comparison = compareRefinance({ ...current, balance, newRatePercent: 6.375, newTermMonths: 360 });
    expect(comparison).toMatchObject({ rate: 'higher', term: 'longer', lowerBecause: 'longer-term-only' });
    expect(comparison.monthlyChange).toBe(
      Math.round(monthlyPayment(balance, 6.375, 360)) - Math.round(current.currentPayment),
    );
    expect(comparison.monthlyChange).toBeLessThan(0);
  });

  it('a higher payment at a higher rate over a shorter term', () => {
    const comparison = compareRefinance({ ...current, balance, newRatePercent: 5.5, newTermMonths: 120 });
    expect(comparison).toMatchObject({ rate: 'higher', term: 'shorter', lowerBecause: undefined });
    expect(comparison.monthlyChange).toBeGreaterThan(0);
  });

  it('a lower rate over a longer term: partly the term', () => {
    const comparison = compareRefinance({ ...current, balance, newRatePercent: 2.5, newTermMonths: 360 });
    expect(comparison).toMatchObject({ rate: 'lower', term: 'longer', lowerBecause: 'partly-longer-term' });
  });

  it('a lower rate over the same months: the rate alone', () => {
    const comparison = compareRefinance({ ...current, balance, newRatePercent: 2.5, newTermMonths: 144 });
    expect(comparison).toMatchObject({ rate: 'lower', term: 'same', lowerBecause: 'same-or-shorter-term' });
  });

  it('never calls a payment lower without the longer term when that is all that lowers it', () => {
    fc.assert(
      fc.property(
        moneyAmount(10_000, 1_000_000),
        ratePercent,
        ratePercent,
        fc.integer({ min: 1, max: 360 }),
        fc.constantFrom(180, 360),
        (principal, currentRatePercent, newRatePercent, remainingMonths, newTermMonths) => {
          // The scheduled balance of a loan with `remainingMonths` left at its own payment.
          const currentPayment = monthlyPayment(principal, currentRatePercent, remainingMonths);
          const comparison = compareRefinance({
            currentPayment,
            currentRatePercent,
            remainingMonths,
            balance: principal,
            newRatePercent,
            newTermMonths,
          });
          expect(comparison.lowerBecause === undefined).toBe(comparison.monthlyChange >= 0);
          if (comparison.monthlyChange < 0 && newRatePercent >= currentRatePercent) {
            expect(comparison.lowerBecause).toBe('longer-term-only');
          }
          if (comparison.lowerBecause === 'same-or-shorter-term') expect(comparison.term).not.toBe('longer');
        },
      ),
    );
  });
});

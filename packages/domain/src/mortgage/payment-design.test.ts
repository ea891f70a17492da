import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampToRateSlider,
  designPayment,
  monthlyTaxesFromRecord,
  type PaymentDesignInput,
  paymentTerms,
  RATE_SLIDER,
  termMonthsOf,
} from './payment-design';
import { roundToCents } from './rounding';
import { moneyAmount } from './test-arbitraries';

const cents = (design: ReturnType<typeof designPayment>) => ({
  loanAmount: roundToCents(design.loanAmount),
  principalAndInterest: roundToCents(design.principalAndInterest),
  total: roundToCents(design.total),
  principal: roundToCents(design.parts.principal),
  interest: roundToCents(design.parts.interest),
});

describe('designPayment', () => {
  const defaults = { loanBalance: 300_000, cashOut: 50_000, maxCash: 100_000, ratePercent: 3.25, term: 30 } as const;

  it.each<[string, PaymentDesignInput, ReturnType<typeof cents>]>([
    [
      'the defaults with $50,000 out',
      defaults,
      { loanAmount: 350_000, principalAndInterest: 1523.22, total: 1693.22, principal: 575.31, interest: 947.92 },
    ],
    [
      'the 5-year ARM, whose first payment amortises over 30 years',
      { ...defaults, term: 'arm5' },
      { loanAmount: 350_000, principalAndInterest: 1523.22, total: 1693.22, principal: 575.31, interest: 947.92 },
    ],
    [
      'a 15-year loan at 6.5%',
      { ...defaults, loanBalance: 400_000, cashOut: 0, ratePercent: 6.5, term: 15 },
      { loanAmount: 400_000, principalAndInterest: 3484.43, total: 3654.43, principal: 1317.76, interest: 2166.67 },
    ],
    [
      'taxes and insurance from the record',
      { ...defaults, monthlyTaxes: 500, monthlyInsurance: 150 },
      { loanAmount: 350_000, principalAndInterest: 1523.22, total: 2173.22, principal: 575.31, interest: 947.92 },
    ],
    [
      'a paid-off home',
      { ...defaults, loanBalance: 0, cashOut: 0 },
      { loanAmount: 0, principalAndInterest: 0, total: 170, principal: 0, interest: 0 },
    ],
  ])('prices %s', (_label, input, expected) => {
    expect(cents(designPayment(input))).toEqual(expected);
  });

  it.each([
    ['more than the maximum', 150_000, 100_000, 100_000, true],
    ['a negative amount', -5_000, 100_000, 0, true],
    ['anything when none is available', 10_000, 0, 0, true],
    ['the maximum itself', 100_000, 100_000, 100_000, false],
    ['an amount within it', 25_000, 100_000, 25_000, false],
  ])('clamps a request for %s and says so', (_label, cashOut, maxCash, applied, clamped) => {
    const design = designPayment({ ...defaults, cashOut, maxCash });
    expect(design.cash).toEqual({ requested: cashOut, applied, clamped });
    expect(design.loanAmount).toBe(defaults.loanBalance + applied);
  });

  it('the donut parts add up to the total, and cash is always within [0, maxCash]', () => {
    fc.assert(
      fc.property(
        moneyAmount(0, 2_000_000),
        moneyAmount(-100_000, 1_000_000),
        moneyAmount(0, 1_000_000),
        fc.integer({ min: 0, max: 80 }).map((eighths) => eighths / 8),
        fc.constantFrom(...paymentTerms),
        (loanBalance, cashOut, maxCash, ratePercent, term) => {
          const design = designPayment({ loanBalance, cashOut, maxCash, ratePercent, term });
          const { principal, interest, taxes, insurance } = design.parts;
          expect(principal + interest + taxes + insurance).toBeCloseTo(design.total, 6);
          expect(principal + interest).toBeCloseTo(design.principalAndInterest, 6);
          expect(design.cash.applied).toBeGreaterThanOrEqual(0);
          expect(design.cash.applied).toBeLessThanOrEqual(maxCash);
          expect(design.cash.clamped).toBe(cashOut < 0 || cashOut > maxCash);
        },
      ),
    );
  });

  it('costs more for more cash out and at a higher rate', () => {
    fc.assert(
      fc.property(
        moneyAmount(0, 1_000_000),
        moneyAmount(0, 500_000),
        fc.integer({ min: 18, max: 56 }),
        (cashOut, more, eighths) => {
          const input = {
            loanBalance: 250_000,
            cashOut,
            maxCash: 2_000_000,
            ratePercent: eighths / 8,
            term: 30,
          } as const;
          const design = designPayment(input);
          expect(designPayment({ ...input, cashOut: cashOut + more }).total).toBeGreaterThanOrEqual(design.total);
          expect(designPayment({ ...input, ratePercent: input.ratePercent + 0.125 }).total).toBeGreaterThan(
            design.total,
          );
        },
      ),
    );
  });

  it('refuses a rate that is not a rate', () => {
    expect(() => designPayment({ ...defaults, ratePercent: Number.NaN })).toThrow(RangeError);
  });
});

describe('termMonthsOf', () => {
  it.each([
    [30, 360],
    [15, 180],
    ['arm5', 360],
  ] as const)('%s is %s months', (term, months) => {
    expect(termMonthsOf(term)).toBe(months);
  });
});

describe('clampToRateSlider', () => {
  it.each([
    [3.3, 3.25],
    [6.99, 7],
    [7.5, 7],
    [1.5, 2.25],
    [4.0625, 4.125],
  ])('shows %s as %s', (rate, shown) => {
    expect(clampToRateSlider(rate)).toBe(shown);
  });

  it('always lands on a slider step', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20, noNaN: true }), (rate) => {
        const shown = clampToRateSlider(rate);
        expect(shown).toBeGreaterThanOrEqual(RATE_SLIDER.min);
        expect(shown).toBeLessThanOrEqual(RATE_SLIDER.max);
        expect(Number.isInteger((shown - RATE_SLIDER.min) / RATE_SLIDER.step)).toBe(true);
      }),
    );
  });
});

describe('monthlyTaxesFromRecord', () => {
  it.each([
    [6000, 500],
    [5_123.4, 426.95],
    [0, 85],
    [null, 85],
    [undefined, 85],
    [Number.NaN, 85],
  ])('a yearly tax of %s is %s a month', (taxAmount, monthly) => {
    expect(monthlyTaxesFromRecord(taxAmount)).toBeCloseTo(monthly, 8);
  });
});

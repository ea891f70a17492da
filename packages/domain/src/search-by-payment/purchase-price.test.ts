import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToDollars } from '../mortgage/rounding';
import { moneyAmount } from '../mortgage/test-arbitraries';
import {
  type BudgetPriceInput,
  monthlyParts,
  partsInWholeDollars,
  PURCHASE_TERM_MONTHS,
  purchaseAmounts,
  purchasePriceForBudget,
  vaFundingFeePercent,
} from './purchase-price';

// The brief's vectors: B = $3,500, 6.5%, 30 years, tax 1.15%, insurance $150 a month, no HOA.
const brief = {
  monthlyBudget: 3_500,
  ratePercent: 6.5,
  termMonths: 360,
  propertyTaxPercent: 1.15,
  monthlyInsurance: 150,
};

const program = fc.record({
  downPaymentPercent: fc.constantFrom(0, 3, 3.5, 5, 10, 20, 25),
  upfrontFeePercent: fc.constantFrom(0, 1.25, 1.75, 2.15, 3.3),
  annualMortgageInsurancePercent: fc.constantFrom(0, 0.23, 0.5, 0.55, 0.75, 1.1),
});
const budgetInput = fc
  .record({
    monthlyBudget: moneyAmount(500, 100_000),
    ratePercent: fc.integer({ min: 8, max: 120 }).map((eighths) => eighths / 8),
    termMonths: fc.constantFrom(180, 360),
    propertyTaxPercent: fc.constantFrom(1.1, 1.15, 1.2, 1.25),
    monthlyInsurance: fc.integer({ min: 120, max: 250 }),
    monthlyHoa: fc.constantFrom(0, 0, 85, 200),
  })
  .chain((base) => program.map((terms) => ({ ...base, ...terms })));

describe('purchasePriceForBudget', () => {
  it.each([
    [
      'conventional 5% down with PMI 0.5%',
      { downPaymentPercent: 5, upfrontFeePercent: 0, annualMortgageInsurancePercent: 0.5 },
      455_236,
    ],
    [
      'conventional 20% down',
      { downPaymentPercent: 20, upfrontFeePercent: 0, annualMortgageInsurancePercent: 0 },
      556_952,
    ],
    [
      'FHA 3.5% down',
      { downPaymentPercent: 3.5, upfrontFeePercent: 1.75, annualMortgageInsurancePercent: 0.55 },
      440_394,
    ],
    ['VA, first use', { downPaymentPercent: 0, upfrontFeePercent: 2.15, annualMortgageInsurancePercent: 0 }, 451_793],
  ])('gives the brief’s price for %s', (_label, terms, price) => {
    expect(roundToDollars(purchasePriceForBudget({ ...brief, ...terms }))).toBe(price);
  });

  it('spends exactly the budget at the price it finds', () => {
    fc.assert(
      fc.property(budgetInput, (input: BudgetPriceInput) => {
        fc.pre(input.monthlyBudget > input.monthlyInsurance + (input.monthlyHoa ?? 0));
        const price = purchasePriceForBudget(input);
        const loanShare = 1 - input.downPaymentPercent / 100;
        const baseLoan = price * loanShare;
        const parts = monthlyParts({
          amounts: {
            price,
            downPayment: price - baseLoan,
            baseLoan,
            upfrontFee: (baseLoan * input.upfrontFeePercent) / 100,
            loanAmount: baseLoan * (1 + input.upfrontFeePercent / 100),
          },
          ratePercent: input.ratePercent,
          termMonths: input.termMonths,
          annualMortgageInsurancePercent: input.annualMortgageInsurancePercent,
          propertyTaxPercent: input.propertyTaxPercent,
          monthlyInsurance: input.monthlyInsurance,
          monthlyHoa: input.monthlyHoa ?? 0,
        });
        expect(parts.total).toBeCloseTo(input.monthlyBudget, 6);
      }),
    );
  });

  it('buys more with a bigger budget or a lower rate, less with fees, insurance or dues', () => {
    const base = { ...brief, downPaymentPercent: 5, upfrontFeePercent: 0, annualMortgageInsurancePercent: 0.5 };
    const price = purchasePriceForBudget(base);
    expect(purchasePriceForBudget({ ...base, monthlyBudget: 3_501 })).toBeGreaterThan(price);
    expect(purchasePriceForBudget({ ...base, ratePercent: 6.375 })).toBeGreaterThan(price);
    expect(purchasePriceForBudget({ ...base, upfrontFeePercent: 1 })).toBeLessThan(price);
    expect(purchasePriceForBudget({ ...base, annualMortgageInsurancePercent: 0.6 })).toBeLessThan(price);
    expect(purchasePriceForBudget({ ...base, monthlyHoa: 100 })).toBeLessThan(price);
  });

  it.each([
    ['a budget that only covers insurance', { monthlyBudget: 150 }],
    ['a budget below insurance and dues', { monthlyBudget: 200, monthlyHoa: 60 }],
    ['a negative budget', { monthlyBudget: -1 }],
    ['a budget that is not a number', { monthlyBudget: Number.NaN }],
    ['100% down', { downPaymentPercent: 100 }],
    ['a negative rate', { ratePercent: -0.5 }],
    ['a fractional term', { termMonths: 359.5 }],
    ['negative insurance', { monthlyInsurance: -10 }],
  ])('refuses %s', (_label, change) => {
    const input = { ...brief, downPaymentPercent: 20, upfrontFeePercent: 0, annualMortgageInsurancePercent: 0 };
    expect(() => purchasePriceForBudget({ ...input, ...change })).toThrow(RangeError);
  });

  it('treats a 0% rate as straight repayment', () => {
    const price = purchasePriceForBudget({
      monthlyBudget: 1_000,
      ratePercent: 0,
      termMonths: PURCHASE_TERM_MONTHS,
      downPaymentPercent: 0,
      upfrontFeePercent: 0,
      annualMortgageInsurancePercent: 0,
      propertyTaxPercent: 0,
      monthlyInsurance: 0,
    });
    expect(price).toBeCloseTo(360_000, 6);
  });
});

describe('purchaseAmounts', () => {
  it.each([
    // [price, down %, fee %, down payment, base loan, fee, loan]
    [455_236, 5, 0, 22_761.8, 432_474.2, 0, 432_474.2],
    [440_394, 3.5, 1.75, 15_413.79, 424_980.21, 7_437.15, 432_417.36],
    [451_793, 0, 2.15, 0, 451_793, 9_713.54, 461_506.54],
    [100_001, 3.5, 0, 3_500.04, 96_500.96, 0, 96_500.96], // 3,500.035 rounds up
  ])('splits %s at %s%% down and a %s%% fee', (price, down, fee, downPayment, baseLoan, upfrontFee, loanAmount) => {
    expect(purchaseAmounts(price, down, fee)).toEqual({ price, downPayment, baseLoan, upfrontFee, loanAmount });
  });

  it('keeps the loan-to-value at or under the program’s, in whole cents that add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 5_000_000 }), program, (price, terms) => {
        const amounts = purchaseAmounts(price, terms.downPaymentPercent, terms.upfrontFeePercent);
        const cents = (amount: number) => Math.round(amount * 100);
        expect(cents(amounts.downPayment) + cents(amounts.baseLoan)).toBe(price * 100);
        expect(cents(amounts.baseLoan) + cents(amounts.upfrontFee)).toBe(cents(amounts.loanAmount));
        expect(Object.is(amounts.downPayment, -0)).toBe(false);
        expect(amounts.baseLoan / price).toBeLessThanOrEqual(1 - terms.downPaymentPercent / 100 + 1e-12);
        expect(price - amounts.baseLoan - (price * terms.downPaymentPercent) / 100).toBeLessThan(0.01);
        expect(amounts.upfrontFee).toBeLessThanOrEqual((amounts.baseLoan * terms.upfrontFeePercent) / 100 + 1e-9);
      }),
    );
  });
});

describe('partsInWholeDollars', () => {
  it('rounds the parts so they add up to the rounded total', () => {
    expect(partsInWholeDollars({ a: 2_468.4, b: 436.4, c: 220, d: 375.2 })).toEqual({
      a: 2_469,
      b: 436,
      c: 220,
      d: 375,
    });
    fc.assert(
      fc.property(fc.array(moneyAmount(0, 10_000), { minLength: 1, maxLength: 6 }), (amounts) => {
        const parts = Object.fromEntries(amounts.map((amount, index) => [`part${index}`, amount]));
        const whole = partsInWholeDollars(parts);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(sum(Object.values(whole))).toBe(Math.round(sum(amounts)));
        for (const [key, value] of Object.entries(whole)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(Math.abs(value - (parts[key] ?? 0))).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('vaFundingFeePercent', () => {
  it.each([
    [0, 'first', 2.15],
    [4.99, 'first', 2.15],
    [5, 'first', 1.5],
    [10, 'first', 1.25],
    [0, 'later', 3.3],
    [5, 'later', 1.5],
    [20, 'later', 1.25],
  ] as const)('at %s%% down, %s use, is %s%%', (down, use, fee) => {
    expect(vaFundingFeePercent(down, use)).toBe(fee);
  });
});

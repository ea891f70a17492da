import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyAmount } from '../mortgage/test-arbitraries';
import { annualPercentageRate, ASSUMED_FINANCE_CHARGES, prepaidFinanceCharges } from './apr';

const thirtyYear = { termMonths: 360 };
const noteRate = fc.integer({ min: 8, max: 96 }).map((eighths) => eighths / 8);

describe('annualPercentageRate', () => {
  it.each([
    // Reference APRs summed payment by payment in an independent script (bisection to 1e-15).
    ['fees only', { loanAmount: 200_000, ratePercent: 6, prepaidFinanceCharges: 4_000 }, 6.189476],
    ['fees only, larger loan', { loanAmount: 400_000, ratePercent: 6.5, prepaidFinanceCharges: 5_500 }, 6.633606],
    [
      'mortgage insurance for 10 years, no fees',
      {
        loanAmount: 300_000,
        ratePercent: 7,
        prepaidFinanceCharges: 0,
        monthlyMortgageInsurance: 150,
        mortgageInsuranceMonths: 120,
      },
      7.43324,
    ],
  ])('matches the reference for %s', (_label, loan, apr) => {
    expect(annualPercentageRate({ ...thirtyYear, ...loan })).toBeCloseTo(apr, 5);
  });

  it('equals the note rate when there are no finance charges', () => {
    fc.assert(
      fc.property(
        moneyAmount(10_000, 3_000_000),
        noteRate,
        fc.integer({ min: 12, max: 480 }),
        (loanAmount, rate, n) => {
          const apr = annualPercentageRate({ loanAmount, ratePercent: rate, termMonths: n, prepaidFinanceCharges: 0 });
          expect(apr).toBeCloseTo(rate, 8);
        },
      ),
    );
  });

  it('rises with the fees and with mortgage insurance', () => {
    fc.assert(
      fc.property(
        moneyAmount(50_000, 2_000_000),
        noteRate,
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.double({ min: 0.001, max: 0.02, noNaN: true }),
        (loanAmount, rate, feeShare, extraShare) => {
          const base = { loanAmount, ratePercent: rate, termMonths: 360 };
          const fewer = annualPercentageRate({ ...base, prepaidFinanceCharges: loanAmount * feeShare });
          const more = annualPercentageRate({ ...base, prepaidFinanceCharges: loanAmount * (feeShare + extraShare) });
          expect(more).toBeGreaterThan(fewer);
          expect(fewer).toBeGreaterThanOrEqual(rate - 1e-9);
          const insured = annualPercentageRate({
            ...base,
            prepaidFinanceCharges: loanAmount * feeShare,
            monthlyMortgageInsurance: (loanAmount * 0.005) / 12,
            mortgageInsuranceMonths: 120,
          });
          expect(insured).toBeGreaterThan(fewer);
        },
      ),
    );
  });

  it('works at a zero note rate', () => {
    const apr = annualPercentageRate({
      loanAmount: 100_000,
      ratePercent: 0,
      termMonths: 360,
      prepaidFinanceCharges: 0,
    });
    expect(apr).toBeCloseTo(0, 10);
    expect(
      annualPercentageRate({ loanAmount: 100_000, ratePercent: 0, termMonths: 360, prepaidFinanceCharges: 1_000 }),
    ).toBeGreaterThan(0);
  });

  it.each([
    ['fees as large as the loan', { prepaidFinanceCharges: 100_000 }],
    ['negative fees', { prepaidFinanceCharges: -1 }],
    ['insurance longer than the term', { monthlyMortgageInsurance: 50, mortgageInsuranceMonths: 361 }],
    ['a rate over 100%', { ratePercent: 650 }],
  ])('refuses %s', (_label, change) => {
    const loan = { loanAmount: 100_000, ratePercent: 6.5, termMonths: 360, prepaidFinanceCharges: 0, ...change };
    expect(() => annualPercentageRate(loan)).toThrow(RangeError);
  });
});

describe('prepaidFinanceCharges', () => {
  it('adds the assumed origination and lender fees to any financed upfront fee', () => {
    expect(ASSUMED_FINANCE_CHARGES).toEqual({ originationPercent: 1, lenderFees: 1_500 });
    expect(prepaidFinanceCharges({ loanAmount: 400_000, financedUpfrontFee: 0 })).toBe(5_500);
    expect(prepaidFinanceCharges({ loanAmount: 407_000, financedUpfrontFee: 7_000 })).toBeCloseTo(12_570, 6);
    expect(
      prepaidFinanceCharges({ loanAmount: 400_000, financedUpfrontFee: 0, originationPercent: 0, lenderFees: 0 }),
    ).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimateMortgageInsurance,
  loanProgramOf,
  loanPrograms,
  type MortgageInsuranceLoan,
} from './mortgage-insurance';
import { roundToCents } from './rounding';
import { moneyAmount } from './test-arbitraries';

describe('loanProgramOf', () => {
  it.each([
    ['Conventional', 'conventional'],
    ['CONV', 'conventional'],
    ['Jumbo', 'conventional'],
    ['FHA', 'fha'],
    ['fha 203(b)', 'fha'],
    ['VA', 'va'],
    ['Veterans Affairs', 'va'],
    ['USDA', 'other'],
    ['Seller financing', 'other'],
    ['', 'unknown'],
    [undefined, 'unknown'],
    [null, 'unknown'],
  ])('reads %j as %s', (loanType, program) => {
    expect(loanProgramOf(loanType)).toBe(program);
  });
});

describe('estimateMortgageInsurance', () => {
  const base = { originalLoanAmount: 475_000, originalValue: 500_000, balance: 450_000, termMonths: 360 };

  it.each<[string, MortgageInsuranceLoan, { basis: string; monthly: number; annualRatePercent?: number }]>([
    [
      'a conventional loan at 95% with a 700 score',
      { ...base, program: 'conventional', creditScore: 700 },
      { basis: 'estimate', monthly: 333.75, annualRatePercent: 0.89 },
    ],
    [
      'a conventional loan at 95% with no score',
      { ...base, program: 'conventional' },
      { basis: 'estimate', monthly: 232.5, annualRatePercent: 0.62 },
    ],
    [
      'a conventional loan at 85% with a 780 score',
      { ...base, program: 'conventional', originalLoanAmount: 425_000, creditScore: 780 },
      { basis: 'estimate', monthly: 86.25, annualRatePercent: 0.23 },
    ],
    [
      'a loan of unknown type, as conventional',
      { ...base, program: 'unknown' },
      { basis: 'estimate', monthly: 232.5, annualRatePercent: 0.62 },
    ],
    [
      'an FHA loan at 96.5%',
      { program: 'fha', originalLoanAmount: 386_000, originalValue: 400_000, balance: 380_000, termMonths: 360 },
      { basis: 'estimate', monthly: 174.17, annualRatePercent: 0.55 },
    ],
    [
      'a 15-year FHA loan at 90%',
      { program: 'fha', originalLoanAmount: 360_000, originalValue: 400_000, termMonths: 180 },
      { basis: 'estimate', monthly: 45, annualRatePercent: 0.15 },
    ],
    ['a VA loan', { ...base, program: 'va' }, { basis: 'not-required', monthly: 0 }],
    [
      'an FHA loan of nothing',
      { program: 'fha', originalLoanAmount: 0, originalValue: 400_000 },
      { basis: 'not-required', monthly: 0 },
    ],
    [
      'a conventional loan at 80%',
      { ...base, program: 'conventional', originalLoanAmount: 400_000 },
      { basis: 'not-required', monthly: 0 },
    ],
    [
      'a conventional loan at 98%',
      { ...base, program: 'conventional', originalLoanAmount: 490_000 },
      { basis: 'fallback', monthly: 200 },
    ],
    ['a score below 620', { ...base, program: 'conventional', creditScore: 600 }, { basis: 'fallback', monthly: 200 }],
    ['a USDA loan', { ...base, program: 'other' }, { basis: 'fallback', monthly: 200 }],
    [
      'a loan with no original value',
      { program: 'conventional', originalLoanAmount: 475_000, balance: 450_000 },
      { basis: 'fallback', monthly: 200 },
    ],
    ['a loan with no original amount', { program: 'fha', originalValue: 400_000 }, { basis: 'fallback', monthly: 200 }],
  ])('estimates %s', (_label, loan, expected) => {
    const estimate = estimateMortgageInsurance(loan);
    expect({ ...estimate, monthly: roundToCents(estimate.monthly) }).toMatchObject(expected);
  });

  it('states every assumption it made', () => {
    const estimate = estimateMortgageInsurance({
      program: 'unknown',
      originalLoanAmount: 475_000,
      originalValue: 500_000,
    });
    expect(estimate.basis === 'estimate' && estimate.assumptions).toEqual([
      'Loan type unknown: estimated as a conventional loan',
      'Credit score unknown: assumed 720-759',
      'Illustrative average PMI rates; the actual premium depends on the insurer',
    ]);
    const fha = estimateMortgageInsurance({ program: 'fha', originalLoanAmount: 386_000, originalValue: 400_000 });
    expect(fha.basis === 'estimate' && fha.assumptions).toContain('Loan term unknown: assumed 30 years');
  });

  it('falls back to the labelled $200 exactly when the loan data allows no estimate', () => {
    const anyLoan = fc.record({
      program: fc.constantFrom(...loanPrograms),
      originalLoanAmount: fc.option(moneyAmount(0, 2_000_000), { nil: undefined }),
      originalValue: fc.option(moneyAmount(0, 2_000_000), { nil: undefined }),
      balance: fc.option(moneyAmount(0, 2_000_000), { nil: undefined }),
      termMonths: fc.option(fc.constantFrom(180, 240, 360), { nil: undefined }),
      creditScore: fc.option(fc.integer({ min: 300, max: 850 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const estimate = estimateMortgageInsurance(loan);
        const { program, originalLoanAmount: amount, originalValue: value, creditScore: score } = loan;
        const missing = amount === undefined || value === undefined || value === 0;
        const loanToValue = missing ? 0 : (amount * 100) / value;
        const outsideTable =
          loanToValue > 97 ||
          (loanToValue > 80 && score !== undefined && score < 620) ||
          (loanToValue > 95 && score !== undefined && score < 680);
        const conventional = program === 'conventional' || program === 'unknown';
        const cannotEstimate = program === 'other' || (program !== 'va' && missing) || (conventional && outsideTable);
        expect(estimate.basis === 'fallback').toBe(cannotEstimate);
        if (estimate.basis === 'fallback') expect(estimate.monthly).toBe(200);
        if (estimate.basis === 'estimate') {
          expect(estimate.monthly).toBeCloseTo((estimate.annualRatePercent * (loan.balance ?? amount ?? 0)) / 1200, 8);
        }
      }),
    );
  });
});

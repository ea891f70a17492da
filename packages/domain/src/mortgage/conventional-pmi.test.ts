import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conventionalPmiRate, creditScoreBandOf, monthlyInsuranceAmount } from './conventional-pmi';
import { creditScoreBands, PMI_RATE_TABLE } from './pmi-rate-table';

describe('creditScoreBandOf', () => {
  it.each([
    [850, '760+'],
    [760, '760+'],
    [759, '720-759'],
    [720, '720-759'],
    [700, '680-719'],
    [620, '620-679'],
    [619, undefined],
  ])('puts %s in %s', (score, band) => {
    expect(creditScoreBandOf(score)).toBe(band);
  });
});

describe('conventionalPmiRate', () => {
  it.each([
    // [loan-to-value, score, annual %]: every band edge of the brief's table.
    [95, 700, 0.89],
    [95.01, 700, 1.31],
    [97, 780, 1.05],
    [96, undefined, 1.1],
    [92, 640, 1.15],
    [90, 640, 0.71],
    [88, 725, 0.44],
    [85, 760, 0.23],
    [85.5, 760, 0.39],
    [80.01, 650, 0.39],
  ])('at %s percent with a score of %s charges %s percent a year', (loanToValue, score, annualPercent) => {
    const rate = conventionalPmiRate(loanToValue, score);
    expect(rate.kind === 'rate' && rate.annualPercent).toBe(annualPercent);
  });

  it.each([[80], [79.99], [50], [0]])('charges nothing at %s percent', (loanToValue) => {
    expect(conventionalPmiRate(loanToValue, 700)).toEqual({ kind: 'not-required' });
  });

  it('says when the default credit band was assumed', () => {
    expect(conventionalPmiRate(95, undefined)).toMatchObject({ creditScoreBand: '720-759', creditScoreAssumed: true });
    expect(conventionalPmiRate(95, 722)).toMatchObject({ creditScoreBand: '720-759', creditScoreAssumed: false });
  });

  it.each([
    ['above 97%', 97.5, 780, 'above the PMI table'],
    ['a score below 620', 90, 600, 'below the PMI table'],
    ['the empty cell (95-97% with 620-679)', 96.5, 650, 'no rate'],
  ])('has no rate for %s', (_label, loanToValue, score, reason) => {
    const rate = conventionalPmiRate(loanToValue, score);
    expect(rate.kind).toBe('outside-table');
    expect(rate.kind === 'outside-table' && rate.reason).toContain(reason);
  });

  it('costs more as the loan-to-value rises or the credit score falls', () => {
    const covered = fc.record({
      loanToValue: fc.double({ min: 80.001, max: 97, noNaN: true }),
      score: fc.integer({ min: 620, max: 850 }),
    });
    fc.assert(
      fc.property(covered, covered, (a, b) => {
        const rateA = conventionalPmiRate(a.loanToValue, a.score);
        const rateB = conventionalPmiRate(b.loanToValue, b.score);
        if (rateA.kind !== 'rate' || rateB.kind !== 'rate') return;
        if (a.loanToValue >= b.loanToValue && a.score <= b.score) {
          expect(rateA.annualPercent).toBeGreaterThanOrEqual(rateB.annualPercent);
        }
      }),
    );
  });

  it('the table is ordered so that a riskier cell never costs less', () => {
    PMI_RATE_TABLE.forEach((row, index) => {
      const lower = PMI_RATE_TABLE[index + 1];
      creditScoreBands.forEach((band, bandIndex) => {
        const rate = row.annualPercent[band];
        const worseScore = creditScoreBands[bandIndex + 1];
        if (rate === null) return;
        if (lower) expect(rate).toBeGreaterThan(lower.annualPercent[band] ?? 0);
        if (worseScore) expect(row.annualPercent[worseScore] ?? Infinity).toBeGreaterThan(rate);
      });
    });
  });
});

describe('monthlyInsuranceAmount', () => {
  it.each([
    [0.62, 475_000, 245.4166],
    [0.55, 386_000, 176.9166],
    [0, 475_000, 0],
  ])('%s percent a year on $%s is $%s a month', (annualPercent, balance, monthly) => {
    expect(monthlyInsuranceAmount(annualPercent, balance)).toBeCloseTo(monthly, 3);
  });
});

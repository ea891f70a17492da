import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fhaAnnualMipBasisPoints, fhaMipDuration, fhaUpfrontMip } from './fha-mip';

describe('fhaAnnualMipBasisPoints', () => {
  it.each([
    // [base loan, loan-to-value, term months, basis points]
    [386_000, 96.5, 360, 55],
    [380_000, 95, 360, 50],
    [300_000, 80, 360, 50],
    [726_200, 96.5, 360, 55],
    [726_201, 96.5, 360, 75],
    [800_000, 95, 360, 70],
    [800_000, 90, 240, 70],
    [300_000, 90, 180, 15],
    [300_000, 90.01, 180, 40],
    [300_000, 96.5, 120, 40],
    [800_000, 78, 180, 15],
    [800_000, 85, 180, 40],
    [800_000, 95, 180, 65],
  ])('$%s at %s percent over %s months: %s basis points', (baseLoanAmount, loanToValuePercent, termMonths, bps) => {
    expect(fhaAnnualMipBasisPoints({ baseLoanAmount, loanToValuePercent, termMonths })).toBe(bps);
  });

  it('has a premium for every loan, never less for a riskier one', () => {
    const fhaLoan = fc.record({
      baseLoanAmount: fc.integer({ min: 50_000, max: 1_500_000 }),
      loanToValuePercent: fc.double({ min: 0, max: 100, noNaN: true }),
      termMonths: fc.integer({ min: 60, max: 360 }),
    });
    fc.assert(
      fc.property(fhaLoan, fc.double({ min: 0, max: 10, noNaN: true }), (loan, moreLoanToValue) => {
        const bps = fhaAnnualMipBasisPoints(loan);
        expect([15, 40, 50, 55, 65, 70, 75]).toContain(bps);
        expect(
          fhaAnnualMipBasisPoints({ ...loan, loanToValuePercent: loan.loanToValuePercent + moreLoanToValue }),
        ).toBeGreaterThanOrEqual(bps);
      }),
    );
  });
});

describe('fhaUpfrontMip', () => {
  it.each([
    [386_000, 6755],
    [100_000, 1750],
    [0, 0],
  ])('on $%s is $%s', (baseLoanAmount, upfront) => {
    expect(fhaUpfrontMip(baseLoanAmount)).toBeCloseTo(upfront, 8);
  });
});

describe('fhaMipDuration', () => {
  it.each([
    [96.5, undefined, { kind: 'life-of-loan' }],
    [90.01, '2020-01-01', { kind: 'life-of-loan' }],
    [90, '2020-01-01', { kind: 'years', years: 11, months: 132 }],
    [80, '2013-06-03', { kind: 'years', years: 11, months: 132 }],
    [96.5, '2013-06-02', { kind: 'earlier-rules' }],
  ])('at %s percent with a case from %s: %j', (loanToValue, caseAssignedOn, duration) => {
    expect(fhaMipDuration(loanToValue, caseAssignedOn)).toEqual(duration);
  });
});

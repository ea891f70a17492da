import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceAfter } from './amortization';
import { fhaMipEnd } from './fha-mip-end';
import { isoDate, ratePercent } from './test-arbitraries';

const loan = { originalValue: 500_000, annualRatePercent: 6.1, termMonths: 360 };

describe('fhaMipEnd', () => {
  it.each([
    [
      '10% down from June 2013: after 11 years (132 payments)',
      450_000,
      '2014-01-10',
      { kind: 'ends', rule: 'eleven-years', payment: 132, date: '2025-02-01' },
    ],
    ['3.5% down from June 2013: for the life of the loan', 482_500, '2014-01-10', { kind: 'life-of-loan' }],
    [
      'a 2001-2013 case: once scheduled at 78% of the value',
      482_500,
      '2008-05-10',
      { kind: 'ends', rule: 'seventy-eight-percent', payment: 137, date: '2019-11-01' },
    ],
    [
      'a 2001-2013 case that starts near 78%: not before 5 years',
      400_000,
      '2008-05-10',
      { kind: 'ends', rule: 'seventy-eight-percent', payment: 60, date: '2013-06-01' },
    ],
  ])('%s', (_label, originalLoanAmount, closingDate, end) => {
    expect(fhaMipEnd({ ...loan, originalLoanAmount, closingDate })).toEqual(end);
  });

  it('says when it cannot tell', () => {
    expect(fhaMipEnd({ ...loan, originalLoanAmount: 482_500, closingDate: '1998-05-10' }).kind).toBe('unknown');
    expect(
      fhaMipEnd({ ...loan, originalLoanAmount: 482_500, closingDate: '2008-05-10', annualRatePercent: undefined }).kind,
    ).toBe('unknown');
    expect(fhaMipEnd({ ...loan, originalValue: 0, originalLoanAmount: 482_500, closingDate: '2014-01-10' }).kind).toBe(
      'unknown',
    );
  });

  it('under the 2001-2013 rule the scheduled balance is at 78% when the premium stops, after 5 years or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300_000, max: 500_000 }),
        ratePercent.filter((rate) => rate > 0),
        fc.constantFrom(180, 360),
        isoDate.filter((date) => date >= '2001-01-01' && date < '2013-06-03'),
        (originalLoanAmount, annualRatePercent, termMonths, closingDate) => {
          const end = fhaMipEnd({
            originalLoanAmount,
            originalValue: 500_000,
            annualRatePercent,
            termMonths,
            closingDate,
          });
          if (end.kind !== 'ends') throw new Error('expected an end');
          expect(balanceAfter(originalLoanAmount, annualRatePercent, termMonths, end.payment)).toBeLessThanOrEqual(
            390_000 + 0.01,
          );
          if (termMonths > 180) expect(end.payment).toBeGreaterThanOrEqual(60);
          expect(end.date > closingDate).toBe(true);
        },
      ),
    );
  });
});

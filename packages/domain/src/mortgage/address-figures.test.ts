import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PropertyRecord } from '../property';
import { addressFigures } from './address-figures';
import { LOAN_TO_VALUE_THRESHOLD_PERCENT } from './loan-to-value';
import { isoDate, moneyAmount, propertyRecord } from './test-arbitraries';

const TODAY = '2026-03-02';

/** A conventional loan with PMI (95% of the price in June 2021), now well below 80% of today's value. */
function record(overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  return {
    id: '1234-Oak-St-Sacramento-CA',
    propertyId: 'h1',
    address: '1234 Oak St, Sacramento, CA 95814',
    stateCode: 'CA',
    xCoord: null,
    yCoord: null,
    beds: 3,
    baths: 2,
    sqft: 1650,
    saleDate: '2021-06-15',
    salePrice: 500_000,
    taxAmount: 6000,
    taxValue: 480_000,
    loanAmount: 475_000,
    loanType: 'conventional',
    loanDate: '2021-06-15',
    loanTermMonths: 360,
    estimate: 650_000,
    estimateLow: 610_000,
    estimateHigh: 690_000,
    loanBalance: 440_123.45,
    loanRatePercent: 2.98,
    rentEstimate: 3100,
    source: 'sample',
    createdDate: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

describe('addressFigures: the strip', () => {
  it.each([
    // [estimate, balance, value, balance shown, loan-to-value, reached, cash]
    [650_000, 440_123.45, 650_000, 440_123, 68, true, 79_877],
    // 80% of $612,345 is $489,876 (rounded down); $250,000.50 shows as $250,001.
    [612_345, 250_000.5, 612_345, 250_001, 41, true, 239_875],
    [650_000.5, 520_000, 650_001, 520_000, 80, true, 0],
    [650_000, 523_200, 650_000, 523_200, 80, true, 0],
    [650_000, 523_300, 650_000, 523_300, 81, false, 0],
    [650_000, 0, 650_000, 0, 0, true, 520_000],
    [null, 300_000, 0, 300_000, undefined, false, 0],
  ])('a $%s home with $%s owed', (estimate, balance, value, shown, percent, reached, cash) => {
    const figures = addressFigures(record({ estimate }), balance, TODAY);
    expect(figures).toMatchObject({ value, balance: shown, reachedThreshold: reached, cashAvailable: cash });
    expect(figures.loanToValuePercent).toBe(percent);
  });

  it('refuses a negative balance and a date that is not one', () => {
    expect(() => addressFigures(record(), -1, TODAY)).toThrow(RangeError);
    expect(() => addressFigures(record(), 1, '2026-02-30')).toThrow(RangeError);
  });
});

describe('addressFigures: mortgage insurance', () => {
  it('a conventional loan above 80% of the price: the premium, until the law ends it', () => {
    const figures = addressFigures(record(), 440_123.45, TODAY);
    expect(figures.program).toBe('conventional');
    expect(figures.insurance).toMatchObject({ status: 'in-force', monthly: 227, endsOn: '2029-04-01' });
    expect(figures.toThreshold).toBeUndefined();
  });

  it('above 80% of today’s value: how much to pay down, in whole dollars', () => {
    const figures = addressFigures(record(), 560_000.4, TODAY);
    expect(figures).toMatchObject({ loanToValuePercent: 86, reachedThreshold: false, toThreshold: 40_000 });
  });

  it('no premium once the automatic termination date has passed, only the date', () => {
    const figures = addressFigures(
      record({
        loanDate: '2012-04-20',
        saleDate: '2012-04-20',
        loanAmount: 450_000,
        loanTermMonths: 180,
        loanRatePercent: 3.9,
      }),
      560_000,
      TODAY,
    );
    expect(figures.insurance).toEqual({ status: 'ended', endedOn: '2014-12-01', rule: 'automatic-termination' });
    expect(figures.toThreshold).toBeUndefined();
  });

  it('no premium after the midpoint of the term, even above 78%', () => {
    // 97% at 10% a year for 30 years: the balance is scheduled to reach 78% only after the midpoint.
    const figures = addressFigures(
      record({ loanDate: '2009-01-10', loanAmount: 485_000, loanRatePercent: 10 }),
      200_000,
      TODAY,
    );
    expect(figures.insurance).toEqual({ status: 'ended', rule: 'midpoint', endedOn: '2024-03-01' });
  });

  it('a VA loan: no insurance, so no pay-down target even above 80%', () => {
    const figures = addressFigures(record({ loanType: 'VA' }), 560_000, TODAY);
    expect(figures.insurance).toEqual({ status: 'none', reason: 'VA loans have no monthly mortgage insurance' });
    expect(figures.removal).toEqual({ program: 'va' });
    expect(figures).toMatchObject({ reachedThreshold: false, toThreshold: undefined });
  });

  it('a conventional loan that started at 80% or less: no insurance, no target', () => {
    const figures = addressFigures(record({ loanAmount: 400_000 }), 560_000, TODAY);
    expect(figures.insurance.status).toBe('none');
    expect(figures.toThreshold).toBeUndefined();
  });

  it('nothing owed: nothing insured', () => {
    expect(addressFigures(record(), 0, TODAY).insurance.status).toBe('none');
  });

  it.each([
    ['life of loan (3.5% down)', { loanAmount: 482_500 }, { status: 'in-force', monthly: 257, endsOn: undefined }],
    [
      '11 years (10% down), now past',
      { loanAmount: 450_000, loanDate: '2014-01-10', loanRatePercent: 4.4 },
      { status: 'ended', endedOn: '2025-02-01', rule: 'fha-eleven-years' },
    ],
    ['11 years (10% down), still running', { loanAmount: 450_000 }, { status: 'in-force', endsOn: '2032-07-01' }],
    [
      'the 2001-2013 rule: 78% of the price on the schedule, now past',
      { loanAmount: 482_500, loanDate: '2008-05-10', loanRatePercent: 6.1 },
      { status: 'ended', endedOn: '2019-11-01', rule: 'fha-78-percent' },
    ],
    [
      'a case from before 2001: not modelled, so the premium stays shown',
      { loanAmount: 482_500, loanDate: '1998-05-10', loanRatePercent: 6.9 },
      { status: 'in-force', endsOn: undefined },
    ],
  ])('an FHA loan, %s', (_label, loan, insurance) => {
    const figures = addressFigures(record({ loanType: 'FHA', ...loan }), 560_000, TODAY);
    expect(figures.program).toBe('fha');
    expect(figures.insurance).toMatchObject(insurance);
    expect(figures.toThreshold).toBe(figures.insurance.status === 'in-force' ? 40_000 : undefined);
  });
});

describe('addressFigures: properties', () => {
  const inputs = fc.record({ record: propertyRecord, balance: moneyAmount(0, 3_000_000), today: isoDate });
  const whole = (amount: number) => Number.isInteger(amount) && amount >= 0;

  it('follows the spec: whole dollars, cash is 80% of the value less the balance, the percent is rounded', () => {
    fc.assert(
      fc.property(inputs, ({ record, balance, today }) => {
        const figures = addressFigures(record, balance, today);
        expect(whole(figures.value) && whole(figures.balance) && whole(figures.cashAvailable)).toBe(true);
        expect(figures.value).toBe(Math.round(record.estimate ?? 0));
        expect(figures.balance).toBe(Math.round(balance));
        expect(figures.cashAvailable).toBe(Math.max(0, Math.floor(figures.value * 0.8 + 1e-9) - figures.balance));
        if (figures.value > 0) {
          expect(figures.loanToValuePercent).toBe(Math.round((figures.balance * 100) / figures.value));
        } else {
          expect(figures.loanToValuePercent).toBeUndefined();
        }
        // Taking all the cash never lends past 80% of the value shown.
        expect((figures.balance + figures.cashAvailable) * 100).toBeLessThanOrEqual(
          Math.max(figures.balance * 100, figures.value * LOAN_TO_VALUE_THRESHOLD_PERCENT),
        );
      }),
    );
  });

  it("'Congratulations!' exactly at 80% or less as shown; cash and a pay-down target never both", () => {
    fc.assert(
      fc.property(inputs, ({ record, balance, today }) => {
        const figures = addressFigures(record, balance, today);
        const percent = figures.loanToValuePercent;
        expect(figures.reachedThreshold).toBe(percent !== undefined && percent <= LOAN_TO_VALUE_THRESHOLD_PERCENT);
        if (figures.cashAvailable > 0) expect(figures.reachedThreshold).toBe(true);
        if (figures.toThreshold !== undefined) {
          expect(figures.reachedThreshold).toBe(false);
          expect(figures.cashAvailable).toBe(0);
          expect(Number.isInteger(figures.toThreshold) && figures.toThreshold > 0).toBe(true);
          // Paying it down lands at 80% or below, and a dollar less would not.
          expect((figures.balance - figures.toThreshold) * 100).toBeLessThanOrEqual(figures.value * 80);
          expect((figures.balance - figures.toThreshold + 1) * 100).toBeGreaterThan(figures.value * 80);
        }
      }),
    );
  });

  it('never a premium beside an end date that has passed, never a target without insurance to remove', () => {
    fc.assert(
      fc.property(inputs, ({ record, balance, today }) => {
        const { insurance, toThreshold, program, removal } = addressFigures(record, balance, today);
        if (insurance.status === 'ended') expect(insurance.endedOn <= today).toBe(true);
        if (insurance.status === 'in-force') {
          expect(Number.isInteger(insurance.monthly)).toBe(true);
          // $0 only for a premium under 50 cents (nearly nothing owed), which the card words as 'Less than $1'.
          if (insurance.monthly === 0) expect(insurance.estimate.monthly).toBeLessThan(0.5);
          if (insurance.endsOn !== undefined) expect(insurance.endsOn > today).toBe(true);
        }
        if (program === 'va') expect(insurance.status).toBe('none');
        if (insurance.status !== 'in-force') expect(toThreshold).toBeUndefined();
        if (removal.program === 'conventional' && removal.currentValue && removal.currentValue.status !== 'too-soon') {
          const { status, paydownNeeded } = removal.currentValue;
          expect(Number.isInteger(paydownNeeded)).toBe(true);
          expect(paydownNeeded === 0).toBe(status === 'eligible');
        }
      }),
    );
  });

  it('gives the same figures for a balance in cents and the same balance in whole dollars', () => {
    fc.assert(
      fc.property(inputs, ({ record, balance, today }) => {
        expect(addressFigures(record, balance, today)).toEqual(addressFigures(record, Math.round(balance), today));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDate, paymentDueDate, wholeMonthsBetween } from './calendar-month';

describe('addMonths', () => {
  it.each([
    ['2024-01-01', 1, '2024-02-01'],
    ['2024-01-01', 12, '2025-01-01'],
    ['2024-11-01', 2, '2025-01-01'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-01-01', -1, '2023-12-01'],
    ['2024-05-15', 0, '2024-05-15'],
    ['2024-01-01', 359, '2053-12-01'],
  ])('%s plus %s months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([['2024-02-30'], ['2024-13-01'], ['24-01-01'], ['2024-1-1'], ['']])('refuses %j', (date) => {
    expect(() => addMonths(date, 1)).toThrow(RangeError);
    expect(isIsoDate(date)).toBe(false);
  });
});

describe('paymentDueDate', () => {
  it.each([
    ['2020-08-01', 1, '2020-08-01'],
    ['2020-08-01', 124, '2030-11-01'],
    ['2020-08-01', 181, '2035-08-01'],
  ])('with the first payment on %s, payment %s is due %s', (first, payment, due) => {
    expect(paymentDueDate(first, payment)).toBe(due);
  });

  it('refuses payment 0', () => {
    expect(() => paymentDueDate('2020-08-01', 0)).toThrow(RangeError);
  });
});

describe('wholeMonthsBetween', () => {
  it.each([
    ['2020-06-15', '2022-06-15', 24],
    ['2020-06-15', '2022-06-14', 23],
    ['2020-06-15', '2020-06-15', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2024-01-31', '2024-02-28', 0],
  ])('from %s to %s is %s whole months', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });

  it('refuses an end before the start', () => {
    expect(() => wholeMonthsBetween('2024-02-01', '2024-01-01')).toThrow(RangeError);
  });

  it('counts back what addMonths added', () => {
    const date = fc
      .record({
        year: fc.integer({ min: 1970, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 600 }), (from, months) => {
        expect(wholeMonthsBetween(from, addMonths(from, months))).toBe(months);
      }),
    );
  });
});

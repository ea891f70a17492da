import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMoney, formatMonth, formatMonthly } from './format';

describe('money and dates as people read them', () => {
  it('writes money in whole dollars', () => {
    expect(formatMoney(412345.67)).toBe('$412,346');
    expect(formatMoney(-89.5)).toBe('-$90');
    expect(formatMonthly(3500)).toBe('$3,500/mo');
    expect(formatMonthly(100_000)).toBe('$100,000/mo');
    expect(formatMonthly(2499.5)).toBe('$2,500/mo');
  });

  it('writes every day of four years as Intl does, whatever the time zone', () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatCalendarDate(iso)).toBe(long.format(day));
      expect(formatMonth(iso)).toBe(month.format(day));
    }
    expect(formatCalendarDate('2030-08-01T00:00:00.000Z')).toBe('August 1, 2030');
  });

  it('refuses text that is not a date, as Intl did', () => {
    expect(() => formatCalendarDate('not a date')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber, formatDollars } from './number-text';

/** What the browser's Intl writes, the text these helpers stand in for. */
const intlFormats = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));
const intl = (value: number, maxFractionDigits: number) => intlFormats[maxFractionDigits]!.format(value);

/** A seeded sequence, so a failure can be repeated. */
function* seededValues(count: number) {
  let seed = 20261128;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const scale = 10 ** ((seed % 9) - 2);
    yield ((seed / 2 ** 31 - 0.3) * scale * 1000) / 7;
  }
}

describe('formatNumber', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(12.3, 2)).toBe('12.3');
    expect(formatNumber(12, 2)).toBe('12');
    expect(formatNumber(100.001, 2)).toBe('100');
    expect(formatNumber(1234.5678, 3)).toBe('1,234.568');
  });

  it('rounds halves away from zero, as a statement does', () => {
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(0.125, 2)).toBe('0.13');
    expect(formatNumber(12.345, 2)).toBe('12.35');
  });

  it('never writes -0 for a negative figure that rounds to nothing', () => {
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(-0.004, 2)).toBe('0');
  });

  it('writes the same digits as Intl for thousands of figures of every size', () => {
    for (const value of seededValues(5000)) {
      for (const digits of [0, 1, 2, 3]) {
        const expected = intl(value, digits);
        if (expected === '-0') continue; // Intl's '-0' is the one difference, by choice (above)
        expect(formatNumber(value, digits), `${value} at ${digits}`).toBe(expected);
      }
    }
  });

  it('does not throw on a figure that is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with the sign before the dollar sign', () => {
    expect(formatDollars(21000)).toBe('$21,000');
    expect(formatDollars(1234.5)).toBe('$1,235');
    expect(formatDollars(-1234.5)).toBe('-$1,235');
    expect(formatDollars(0.4)).toBe('$0');
    expect(formatDollars(-0.4)).toBe('$0');
  });

  it('matches Intl currency text in whole dollars', () => {
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const value of seededValues(2000)) {
      const expected = currency.format(value);
      if (expected === '-$0') continue;
      expect(formatDollars(value), String(value)).toBe(expected);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { caretAfter, dollarsOf, formatDollarsTyped, formatMonthly, significantBefore } from './dollar-text';

describe('dollar text', () => {
  it.each([
    ['', ''],
    ['3', '$3'],
    ['3500', '$3,500'],
    ['$3,500', '$3,500'],
    ['1234567', '$1,234,567'],
    ['12345678', '$1,234,567'],
    ['0035', '$35'],
    ['3500.', '$3,500.'],
    ['3500.456', '$3,500.45'],
    ['.5', '$0.5'],
    ['abc', ''],
    ['3 500', '$3,500'],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(formatDollarsTyped(typed)).toBe(shown);
  });

  it('reads the number back and names a monthly payment', () => {
    expect(dollarsOf('$3,500.25')).toBe('3500.25');
    expect(dollarsOf('')).toBe('');
    expect(formatMonthly(3500)).toBe('$3,500/mo');
    expect(formatMonthly(100_000)).toBe('$100,000/mo');
  });

  it('keeps the caret after the digit it followed when commas come and go', () => {
    // '$3,5|00' typed a 9 after the 5: '$3,59|00' becomes '$35,9|00'.
    const typed = '$3,5900';
    const formatted = formatDollarsTyped(typed);
    expect(formatted).toBe('$35,900');
    expect(caretAfter(formatted, significantBefore(typed, 5))).toBe(5);
    expect(caretAfter('$3', 0)).toBe(1);
  });
});

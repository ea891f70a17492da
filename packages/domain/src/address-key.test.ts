import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddress, isAddressKey, parseAddressKey, toAddressKey } from './address-key';

describe('address key', () => {
  it.each([
    [{ street: '1234 Oak St', city: 'Sacramento', state: 'CA' }, '1234-Oak-St-Sacramento-CA'],
    [{ street: '55 Ridge View Ct', city: 'El Dorado Hills', state: 'ca' }, '55-Ridge-View-Ct-El_Dorado_Hills-CA'],
    [{ street: '9 Main St. #4', city: 'San José', state: 'CA' }, '9-Main-St-4-San_Jose-CA'],
  ])('keys %j as %s', (parts, key) => {
    expect(toAddressKey(parts)).toBe(key);
  });

  it('reads street, city (second last) and state (last) back', () => {
    expect(parseAddressKey('55-Ridge-View-Ct-El_Dorado_Hills-CA')).toEqual({
      street: '55 Ridge View Ct',
      city: 'El Dorado Hills',
      state: 'CA',
    });
  });

  it.each(['', 'CA', 'Main-CA', '../etc/passwd', '1-Main-St-Sacramento-California', '1 Main St', 'x'.repeat(300)])(
    'refuses %j',
    (key) => {
      expect(isAddressKey(key)).toBe(false);
      expect(parseAddressKey(key)).toBeUndefined();
    },
  );

  it('round-trips any plain address and stays URL-safe', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (street, city) => {
          const key = toAddressKey({ street: street.join(' '), city: city.join(' '), state: 'CA' });
          expect(encodeURIComponent(key)).toBe(key);
          expect(parseAddressKey(key)).toEqual({ street: street.join(' '), city: city.join(' '), state: 'CA' });
        },
      ),
    );
  });

  it('formats for display', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Auburn', state: 'CA', zip: '95603' })).toBe(
      '1 Main St, Auburn, CA 95603',
    );
  });
});

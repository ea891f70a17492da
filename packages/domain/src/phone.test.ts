import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionalPhone, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['(916) 555-0100', '+19165550100'],
    ['916-555-0100', '+19165550100'],
    ['916.555.0100', '+19165550100'],
    ['916 555 0100', '+19165550100'],
    ['9165550100', '+19165550100'],
    ['1-916-555-0100', '+19165550100'],
    ['+1 916 555 0100', '+19165550100'],
    ['+19165550100', '+19165550100'],
    ['  (530) 555-0199  ', '+15305550199'],
    ['(212) 555-1234', '+12125551234'],
  ])('reads %j as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    ['too short', '555-0100'],
    ['three digits', '123'],
    ['zeros', '000-000-0000'],
    ['an area code starting with 1', '(123) 555-0100'],
    ['too many digits', '916-555-0100-12345'],
    ['letters', 'call me maybe'],
    ['empty', ''],
    ['a number outside the North American plan', '+44 20 7946 0958'],
  ])('refuses %s (%j)', (_label, input) => {
    expect(toE164(input)).toBeUndefined();
  });

  const digit = fc.integer({ min: 0, max: 9 });
  const usNumber = fc
    .tuple(
      fc.constantFrom('916', '530', '707', '415', '510', '212'),
      fc.integer({ min: 2, max: 9 }),
      digit,
      digit,
      fc.array(digit, { minLength: 4, maxLength: 4 }),
    )
    .map(([area, e1, e2, e3, line]) => ({ area, exchange: `${e1}${e2}${e3}`, line: line.join('') }));
  const separator = fc.constantFrom('', ' ', '-', '.');

  it('gives the same E.164 number however a US number is punctuated', () => {
    fc.assert(
      fc.property(
        usNumber,
        separator,
        fc.boolean(),
        fc.boolean(),
        ({ area, exchange, line }, sep, parens, countryCode) => {
          const written = `${countryCode ? '+1 ' : ''}${parens ? `(${area}) ` : `${area}${sep}`}${exchange}${sep}${line}`;
          const e164 = toE164(written);
          expect(e164).toBe(toE164(`${area}${exchange}${line}`));
          if (e164) expect(e164).toBe(`+1${area}${exchange}${line}`);
        },
      ),
    );
  });

  it('never throws, and whatever it accepts is E.164 and reads back as itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const e164 = toE164(input);
        if (e164 === undefined) return;
        expect(e164).toMatch(/^\+[1-9]\d{6,14}$/);
        expect(toE164(e164)).toBe(e164);
      }),
    );
  });
});

describe('optionalPhone', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['(916) 555-0100', '+19165550100'],
  ])('reads %j as %j', (input, expected) => {
    expect(optionalPhone.parse(input)).toBe(expected);
  });

  it.each([
    ['an invalid number', '123', 'Phone must be a valid US phone number'],
    ['a number of 31 characters', '9'.repeat(31), 'Phone must be at most 30 characters'],
    ['a number', 9165550100, 'Phone must be text'],
  ])('refuses %s with a readable message', (_label, input, message) => {
    const result = optionalPhone.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('toE164 on the common shapes', () => {
  // Hundreds of thousands of parses: seconds on a busy 2-core machine; time is not what it judges.
  it('agrees with the full parser for every area code', { timeout: 30_000 }, async () => {
    const { parsePhoneNumberFromString } = await import('libphonenumber-js/core');
    const { nanpPhoneMetadata } = await import('./phone-metadata');
    const full = (input: string) => {
      const parsed = parsePhoneNumberFromString(input, 'US', nanpPhoneMetadata);
      return parsed?.isValid() && parsed.countryCallingCode === '1' ? parsed.number : undefined;
    };
    for (let area = 100; area <= 999; area++) {
      for (const exchange of ['011', '155', '211', '555', '732', '958']) {
        for (const input of [`(${area}) ${exchange}-0123`, `+1 ${area} ${exchange} 0123`, `1${area}${exchange}0123`]) {
          expect(toE164(input), input).toBe(full(input));
        }
      }
    }
  });
});

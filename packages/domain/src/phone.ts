import { parsePhoneNumberFromString, PhoneNumber, type E164Number } from 'libphonenumber-js/core';
import { z } from 'zod';
import { nanpPhoneMetadata } from './phone-metadata';

/** An optional +1 or 1, a 3-digit area code (in brackets or not), 3 digits, 4 digits; space, dot or dash between. */
const commonShape = /^(?:\+?1[\s.-]?)?(?:\((\d{3})\)\s?|(\d{3})[\s.-]?)(\d{3})[\s.-]?(\d{4})$/;

/**
 * Normalises a US phone number to E.164 (+1 prefix); undefined when it is not a valid number of the
 * North American plan (texting and calls go to US numbers only).
 */
export function toE164(input: string): string | undefined {
  // Most numbers arrive in a handful of shapes ((916) 555-0123, 916.555.0123, +1 916 555 0123,
  // 9165550123): their digits are known without the general parser, and checking the number alone is a
  // few times faster (lead files check hundreds of thousands). Anything else, or a miss, takes the full path.
  const shaped = commonShape.exec(input.trim());
  if (shaped) {
    const e164 = `+1${shaped[1] ?? shaped[2]}${shaped[3]}${shaped[4]}`;
    if (new PhoneNumber(e164 as E164Number, nanpPhoneMetadata).isValid()) return e164;
  }
  const parsed = parsePhoneNumberFromString(input.trim(), 'US', nanpPhoneMetadata);
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== '1') return undefined;
  return parsed.number;
}

/** An optional phone: empty means none; otherwise it must be a valid number and becomes E.164. */
export const optionalPhone = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(30, { error: 'Phone must be at most 30 characters' })
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Phone must be a valid US phone number' });
      return z.NEVER;
    }
    return e164;
  })
  .optional();

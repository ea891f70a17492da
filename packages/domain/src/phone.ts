import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod';
import { nanpPhoneMetadata } from './phone-metadata';

/**
 * Normalises a US phone number to E.164 (+1 prefix); undefined when it is not a valid number of the
 * North American plan (texting and calls go to US numbers only).
 */
export function toE164(input: string): string | undefined {
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

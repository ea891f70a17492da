import { createHmac } from 'node:crypto';
import { DEV_SECRET } from '../../../config';

/** Marks a stored phone column that holds an erased number's keyed hash instead of the number. */
export const HASHED_PHONE_PREFIX = 'hmac:';

/**
 * The key every process hashes with: the configured OPT_OUT_HASH_SECRET, set once as the contacts module is
 * wired (routes and workers). The send-time check reads it where no configuration is passed, so the many
 * callers of `suppressedPhones` need not carry it. Every process of one deployment sets the same value.
 */
let hashKey = DEV_SECRET;

export function useOptOutHashSecret(secret: string): void {
  hashKey = secret;
}

/**
 * An erased number as kept for its opt-out (TCPA evidence, and never texting it again): HMAC-SHA256 under
 * the server's secret, so nobody holding the database alone can find the number by trying all 10^10.
 */
export function hashedPhone(e164: string): string {
  return `${HASHED_PHONE_PREFIX}${createHmac('sha256', hashKey).update(e164, 'utf8').digest('hex')}`;
}

export const isHashedPhone = (phone: string) => phone.startsWith(HASHED_PHONE_PREFIX);

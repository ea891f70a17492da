import type { Db } from '../../../platform/db/types';
import type { TextContact } from '../../campaigns';
import { checkNumbers, type NumberLookups, type NumberVerdict } from '../../numbers';
import type { ClaimedSend } from '../repo';

/**
 * When each claimed contact consented to our texts, by phone. Until the consent ledger answers
 * (`consentSince(db, scope, phones)`, with the organization's suppression scope), the day the contact was uploaded
 * to the campaign: the list was handed over as people who had agreed.
 */
export function consentDates(
  _db: Db,
  _scope: string,
  claimed: readonly ClaimedSend[],
  contacts: ReadonlyMap<string, TextContact>,
): Promise<Map<string, Date>> {
  const dates = new Map<string, Date>();
  for (const row of claimed) {
    const uploadedAt = contacts.get(row.contactId)?.uploadedAt;
    if (uploadedAt) dates.set(row.phone, uploadedAt);
  }
  return Promise.resolve(dates);
}

/**
 * The numbers of a claimed batch, checked once before any is texted (cached answers first): by phone, send,
 * skip (reassigned since consent, landline) or postpone (a lookup service did not answer). No lookups
 * configured: every number is sent.
 */
export async function screenNumbers(
  db: Db,
  lookups: NumberLookups | undefined,
  scope: string,
  claimed: readonly ClaimedSend[],
  contacts: ReadonlyMap<string, TextContact>,
  now: Date,
): Promise<Map<string, NumberVerdict>> {
  if (!lookups || (!lookups.reassigned && !lookups.lineTypes)) return new Map();
  const consent = await consentDates(db, scope, claimed, contacts);
  const queries = [...consent].map(([phone, consentDate]) => ({ phone, consentDate }));
  return checkNumbers(db, lookups, queries, now);
}

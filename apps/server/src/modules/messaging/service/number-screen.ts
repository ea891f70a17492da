import type { Db } from '../../../platform/db/types';
import type { TextContact } from '../../campaigns';
import { consentSince } from '../../contacts';
import { checkNumbers, type NumberLookups, type NumberVerdict } from '../../numbers';
import type { ClaimedSend } from '../repo';

/**
 * When each claimed number's consent in the scope began (the consent ledger: the first grant after the latest
 * revocation), the date the Reassigned Numbers Database is asked about. A number the ledger does not know (it is
 * skipped for want of consent anyway) falls back to the day its contact was uploaded.
 */
export async function consentDates(
  db: Db,
  scope: string,
  claimed: readonly ClaimedSend[],
  contacts: ReadonlyMap<string, TextContact>,
): Promise<Map<string, Date>> {
  const dates = await consentSince(
    db,
    scope,
    claimed.map((row) => row.phone),
  );
  for (const row of claimed) {
    const uploadedAt = contacts.get(row.contactId)?.uploadedAt;
    if (!dates.has(row.phone) && uploadedAt) dates.set(row.phone, uploadedAt);
  }
  return dates;
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

import type { Db } from '../../../platform/db/types';
import type { ContactSubject, ModulePersonalData } from '../../personal-data';

/** Values as JSON gives them (dates as ISO text), so a download reads the same as it is sent. */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Whose data a contact request reaches, once every module has added what it knows (an e-mail's number). */
export async function resolveContact(
  db: Db,
  parts: readonly ModulePersonalData[],
  subject: ContactSubject,
): Promise<ContactSubject> {
  const resolved = { ...subject };
  for (const { part } of parts) {
    const found = await part.contact?.resolve?.(db, resolved);
    if (!found) continue;
    resolved.campaignIds = [...new Set([...resolved.campaignIds, ...(found.campaignIds ?? [])])];
    resolved.phones = [...new Set([...resolved.phones, ...(found.phones ?? [])])];
    resolved.emails = [...new Set([...resolved.emails, ...(found.emails ?? []).map((email) => email.toLowerCase())])];
  }
  return resolved;
}

import { serverModules } from '../../registry';
import type { ContactSubject, PersonalDataPart } from '../../personal-data';

/**
 * The modules that store personal data, in the registry's order. Read when a request is answered (never at
 * import: the registry lists this module too).
 */
export function personalDataParts(): { module: string; part: PersonalDataPart }[] {
  return serverModules.flatMap((module) => (module.personalData ? [{ module: module.name, part: module.personalData }] : []));
}

/** Values as JSON gives them (dates as ISO text), so a download reads the same as it is sent. */
export const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Whose data a contact request reaches, once every module has added what it knows (an e-mail's number). */
export async function resolveContact(
  db: Parameters<NonNullable<NonNullable<PersonalDataPart['contact']>['resolve']>>[0],
  subject: ContactSubject,
): Promise<ContactSubject> {
  const resolved = { ...subject };
  for (const { part } of personalDataParts()) {
    const found = await part.contact?.resolve?.(db, resolved);
    if (!found) continue;
    resolved.campaignIds = [...new Set([...resolved.campaignIds, ...(found.campaignIds ?? [])])];
    resolved.phones = [...new Set([...resolved.phones, ...(found.phones ?? [])])];
    resolved.emails = [...new Set([...resolved.emails, ...(found.emails ?? []).map((email) => email.toLowerCase())])];
  }
  return resolved;
}

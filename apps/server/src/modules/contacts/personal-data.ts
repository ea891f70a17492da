import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import type { PersonalDataPart } from '../personal-data';
import { hashedPhone, isHashedPhone } from './service/phone-hash';
import { SITE_CONSENT_SCOPE } from './service/consent';
import { consentEvents, contactImportRows, contactImports, suppressionEvents, suppressions } from './tables';

/** Replaces the numbers with their keyed hash in a scope's opt-outs and their history (null scope: every scope). */
async function hashOptOuts(tx: Tx, scope: string | null, phones: readonly string[]) {
  let changed = 0;
  for (const phone of phones.filter((number) => !isHashedPhone(number))) {
    const inScope = <T extends typeof suppressions | typeof suppressionEvents>(table: T) =>
      scope === null ? eq(table.phone, phone) : and(eq(table.scope, scope), eq(table.phone, phone));
    // A number erased before keeps one hashed opt-out per scope: the plain duplicate goes.
    await tx
      .delete(suppressions)
      .where(
        and(
          inScope(suppressions),
          sql`exists (select 1 from ${suppressions} kept where kept.scope = ${suppressions.scope} and kept.phone = ${hashedPhone(phone)})`,
        ),
      );
    const kept = await tx
      .update(suppressions)
      .set({ phone: hashedPhone(phone) })
      .where(inScope(suppressions))
      .returning({ id: suppressions.id });
    await tx
      .update(suppressionEvents)
      .set({ phone: hashedPhone(phone) })
      .where(inScope(suppressionEvents));
    changed += kept.length;
  }
  return changed;
}

/**
 * The consent ledger's events of the numbers in a scope keep their evidence (TCPA: four years, even after a
 * deletion) under the number's keyed hash.
 */
async function hashConsentEvents(tx: Tx, scope: string, phones: readonly string[]) {
  let changed = 0;
  for (const phone of phones.filter((number) => !isHashedPhone(number))) {
    const rows = await tx
      .update(consentEvents)
      .set({ phone: hashedPhone(phone) })
      .where(and(eq(consentEvents.scope, scope), eq(consentEvents.phone, phone)))
      .returning({ id: consentEvents.id });
    changed += rows.length;
  }
  return changed;
}

function consentHistory(db: Db, scope: string, phones: readonly string[]) {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .select({
      phone: consentEvents.phone,
      effect: consentEvents.effect,
      kind: consentEvents.kind,
      occurredAt: consentEvents.occurredAt,
      campaignName: consentEvents.campaignName,
      fileName: consentEvents.fileName,
      rowNumber: consentEvents.rowNumber,
      statementId: consentEvents.statementId,
      words: consentEvents.words,
    })
    .from(consentEvents)
    .where(and(eq(consentEvents.scope, scope), inArray(consentEvents.phone, [...phones])))
    .orderBy(asc(consentEvents.id));
}

function optOutHistory(db: Db, scope: string | null, phones: readonly string[]) {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .select({
      phone: suppressionEvents.phone,
      action: suppressionEvents.action,
      source: suppressionEvents.source,
      reason: suppressionEvents.reason,
      createdDate: suppressionEvents.createdDate,
    })
    .from(suppressionEvents)
    .where(
      and(
        inArray(suppressionEvents.phone, [...phones]),
        scope === null ? undefined : eq(suppressionEvents.scope, scope),
      ),
    )
    .orderBy(asc(suppressionEvents.createdDate));
}

/** Rows of the uploads kept for the subject's campaigns (the rejected rows) that carry its number or e-mail. */
function importRowMatch(subject: { campaignIds: string[]; phones: string[]; emails: string[] }) {
  if (subject.campaignIds.length === 0) return sql`false`;
  const emails = subject.emails.map((email) => email.toLowerCase());
  return and(
    inArray(
      contactImportRows.importId,
      sql`(select ${contactImports.id} from ${contactImports} where ${inArray(contactImports.campaignId, subject.campaignIds)})`,
    ),
    or(
      subject.phones.length > 0 ? inArray(contactImportRows.phone, subject.phones) : sql`false`,
      emails.length > 0 ? inArray(sql`lower(${contactImportRows.contact} ->> 'email')`, emails) : sql`false`,
    ),
  );
}

/**
 * Opt-outs: a person's number on their account (every organization's list), a campaign contact's in one
 * organization. Erasure keeps each opt-out with the number's keyed hash (TCPA: the proof is kept four years, and
 * the number is never texted again; the send-time check matches the hash). An upload's kept rows are cleared.
 */
export const contactsPersonalData: PersonalDataPart = {
  tables: {
    contact_imports: { kept: "The organization's upload record (file name, counts); the rows hold the contacts" },
    contact_import_rows: { erased: 'anonymised' },
    suppressions: { erased: 'hashed' },
    suppression_events: { erased: 'hashed' },
    consent_events: { erased: 'hashed' },
  },
  person: {
    async read(db, person) {
      if (!person.phone) return { optOuts: [], textConsent: [] };
      return {
        optOuts: await optOutHistory(db, null, [person.phone]),
        textConsent: await consentHistory(db, SITE_CONSENT_SCOPE, [person.phone]),
      };
    },
    async erase(tx, person) {
      if (!person.phone) return;
      await hashOptOuts(tx, null, [person.phone]);
      await hashConsentEvents(tx, SITE_CONSENT_SCOPE, [person.phone]);
    },
  },
  contact: {
    async read(db, subject) {
      const rows = await db
        .select({ line: contactImportRows.line, group: contactImportRows.group, contact: contactImportRows.contact })
        .from(contactImportRows)
        .where(importRowMatch(subject));
      return {
        optOuts: await optOutHistory(db, subject.scope, subject.phones),
        consent: await consentHistory(db, subject.scope, subject.phones),
        uploadRows: rows,
      };
    },
    async erase(tx, subject) {
      const rows = await tx
        .update(contactImportRows)
        .set({ phone: null, rawPhone: null, contact: {} })
        .where(importRowMatch(subject))
        .returning({ line: contactImportRows.line });
      return {
        optOuts: await hashOptOuts(tx, subject.scope, subject.phones),
        consentEvents: await hashConsentEvents(tx, subject.scope, subject.phones),
        uploadRows: rows.length,
      };
    },
  },
};

import { and, asc, count, desc, eq, gt, inArray, isNull, like, lt, ne, notLike, sql } from 'drizzle-orm';
import type { ContactGroup, ImportedContact, SuppressionAction } from '@roost/domain';
import { afterPosition, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { HASHED_PHONE_PREFIX, hashedPhone } from './service/phone-hash';
import { contactImportRows, contactImports, suppressionEvents, suppressions } from './tables';

export type ContactImportRow = typeof contactImports.$inferSelect;
export type ImportCounts = Pick<
  ContactImportRow,
  'rows' | 'valid' | 'missingRequired' | 'invalidPhone' | 'duplicate' | 'optedOut' | 'missingField'
>;

/** A row as stored, ready for one multi-row insert. */
export interface StoredRow {
  line: number;
  grp: ContactGroup;
  phone: string | null;
  raw_phone: string | null;
  contact: ImportedContact;
}

export async function insertImport(
  tx: Tx,
  values: { userId: string; suppressionScope: string; fileName: string; encoding: string },
): Promise<string> {
  const [row] = await tx.insert(contactImports).values(values).returning({ id: contactImports.id });
  return row!.id;
}

/**
 * One round trip for a whole batch: the rows travel as one JSON parameter and are inserted from
 * jsonb_to_recordset (thousands of bound parameters cost more to build and to parse).
 */
export async function insertImportRows(tx: Tx, importId: string, rows: readonly StoredRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${contactImportRows} (import_id, line, grp, phone, raw_phone, contact)
    select ${importId}, r.line, r.grp, r.phone, r.raw_phone, r.contact
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(line integer, grp text, phone text, raw_phone text, contact jsonb)`);
}

export async function finishImport(
  tx: Tx,
  importId: string,
  values: ImportCounts & { encoding: string },
): Promise<ContactImportRow> {
  const [row] = await tx.update(contactImports).set(values).where(eq(contactImports.id, importId)).returning();
  return row!;
}

export async function findImport(db: Db, importId: string): Promise<ContactImportRow | undefined> {
  const [row] = await db.select().from(contactImports).where(eq(contactImports.id, importId)).limit(1);
  return row;
}

const rowColumns = {
  line: contactImportRows.line,
  group: contactImportRows.group,
  phone: contactImportRows.phone,
  rawPhone: contactImportRows.rawPhone,
  missingField: contactImportRows.missingField,
  contact: contactImportRows.contact,
};
export interface ImportRowRecord {
  line: number;
  group: ContactGroup;
  phone: string | null;
  rawPhone: string | null;
  missingField: string | null;
  contact: ImportedContact;
}

/** Rows after `afterLine` in line order, of some groups (all when `groups` is undefined). */
export async function importRowsAfter(
  db: Db,
  importId: string,
  options: { groups?: readonly ContactGroup[]; excludeGroup?: ContactGroup; afterLine: number; limit: number },
): Promise<ImportRowRecord[]> {
  const where = [eq(contactImportRows.importId, importId), gt(contactImportRows.line, options.afterLine)];
  if (options.groups) where.push(inArray(contactImportRows.group, [...options.groups]));
  if (options.excludeGroup) where.push(ne(contactImportRows.group, options.excludeGroup));
  const rows = await db
    .select(rowColumns)
    .from(contactImportRows)
    .where(and(...where))
    .orderBy(asc(contactImportRows.line))
    .limit(options.limit);
  return rows as ImportRowRecord[];
}

/** The row at `offset` (0-based, line order) of one group of an upload. */
export async function importRowAt(
  db: Db,
  importId: string,
  group: ContactGroup,
  offset: number,
): Promise<ImportRowRecord | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(contactImportRows)
    .where(and(eq(contactImportRows.importId, importId), eq(contactImportRows.group, group)))
    .orderBy(asc(contactImportRows.line))
    .offset(offset)
    .limit(1);
  return row as ImportRowRecord | undefined;
}

/** Moves these lines of an upload to a group (missingField with the placeholder they lack, or back to valid). */
export async function moveImportRows(
  db: Db | Tx,
  importId: string,
  lines: readonly number[],
  group: 'valid' | 'missingField',
  missingField: string | null,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .update(contactImportRows)
    .set({ group, missingField })
    .where(and(eq(contactImportRows.importId, importId), inArray(contactImportRows.line, [...lines])));
}

export async function setImportCounts(
  db: Db | Tx,
  importId: string,
  counts: { valid: number; missingField: number },
): Promise<ContactImportRow> {
  const [row] = await db.update(contactImports).set(counts).where(eq(contactImports.id, importId)).returning();
  return row!;
}

/** The supported columns the rejected rows hold a value in. */
export async function rejectedColumns(db: Db, importId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select distinct jsonb_object_keys(${contactImportRows.contact}) as key from ${contactImportRows}
        where ${contactImportRows.importId} = ${importId} and ${contactImportRows.group} <> 'valid'`,
  );
  return rows.map((row) => row.key);
}

/** Which of these E.164 numbers the scope suppresses. */
export async function suppressedAmong(db: Db | Tx, scope: string, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  // An erased person's opt-out is kept as the keyed hash of the number: it suppresses the number all the same.
  const hashes = new Map(phones.map((phone) => [hashedPhone(phone), phone]));
  const rows = await db
    .select({ phone: suppressions.phone })
    .from(suppressions)
    .where(and(eq(suppressions.scope, scope), inArray(suppressions.phone, [...phones, ...hashes.keys()])));
  return new Set(rows.map((row) => hashes.get(row.phone) ?? row.phone));
}

export async function insertSuppression(
  db: Db | Tx,
  entry: { scope: string; phone: string; source: string; reason?: string | null },
): Promise<boolean> {
  const rows = await db.insert(suppressions).values(entry).onConflictDoNothing().returning({ id: suppressions.id });
  return rows.length > 0;
}

export async function deleteSuppression(db: Db | Tx, scope: string, phone: string): Promise<boolean> {
  const rows = await db
    .delete(suppressions)
    .where(and(eq(suppressions.scope, scope), eq(suppressions.phone, phone)))
    .returning({ id: suppressions.id });
  return rows.length > 0;
}

export type SuppressionEventRow = typeof suppressionEvents.$inferSelect;

export async function insertSuppressionEvent(
  tx: Tx,
  event: {
    scope: string;
    phone: string;
    action: SuppressionAction;
    source: string;
    reason?: string | null;
    actorId?: string | null;
  },
): Promise<SuppressionEventRow> {
  const [row] = await tx.insert(suppressionEvents).values(event).returning();
  return row!;
}

/** A number's changes in a scope, newest first (the (scope, phone, created) index walked backwards). */
export function suppressionEventsOf(db: Db, scope: string, phone: string, limit: number) {
  return db
    .select()
    .from(suppressionEvents)
    .where(and(eq(suppressionEvents.scope, scope), eq(suppressionEvents.phone, phone)))
    .orderBy(desc(suppressionEvents.createdDate), desc(suppressionEvents.id))
    .limit(limit);
}

export async function findSuppression(db: Db, scope: string, phone: string) {
  const [row] = await db
    .select()
    .from(suppressions)
    .where(and(eq(suppressions.scope, scope), eq(suppressions.phone, phone)))
    .limit(1);
  return row;
}

/**
 * The numbers a scope suppresses now, newest first (created, id), after a keyset position, those whose
 * digits hold `digits` when given; `limit + 1` rows so the caller knows whether there is more.
 */
export function suppressionsAfter(
  db: Db,
  scope: string,
  options: { digits?: string | undefined; after?: KeysetPosition | undefined; limit: number },
) {
  const where = [eq(suppressions.scope, scope)];
  // Digits only, so no LIKE wildcard can reach the pattern.
  const digits = options.digits?.replace(/\D/g, '');
  // An erased number's hash is no number: a search by digits never finds it.
  if (digits)
    where.push(like(suppressions.phone, `%${digits}%`), notLike(suppressions.phone, `${HASHED_PHONE_PREFIX}%`));
  const after = afterPosition(suppressions.createdDate, suppressions.id, options.after);
  if (after) where.push(after);
  return db
    .select({
      id: suppressions.id,
      phone: suppressions.phone,
      source: suppressions.source,
      reason: suppressions.reason,
      createdDate: suppressions.createdDate,
      keysetCreated: keysetTime(suppressions.createdDate),
    })
    .from(suppressions)
    .where(and(...where))
    .orderBy(desc(suppressions.createdDate), desc(suppressions.id))
    .limit(options.limit + 1);
}

/** How many numbers the scope suppresses. */
export async function countSuppressed(db: Db | Tx, scope: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(suppressions).where(eq(suppressions.scope, scope));
  return row?.total ?? 0;
}

/** Every number the scope suppresses (for a scope small enough to hold). */
export async function allSuppressed(db: Db | Tx, scope: string): Promise<Set<string>> {
  const rows = await db.select({ phone: suppressions.phone }).from(suppressions).where(eq(suppressions.scope, scope));
  return new Set(rows.map((row) => row.phone));
}

export async function deleteImportById(db: Db, importId: string): Promise<void> {
  await db.delete(contactImports).where(eq(contactImports.id, importId));
}

/** Drops uploads no campaign took, created before `before` (their rows go with them); returns how many. */
export async function deleteImportsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(contactImports)
    .where(and(lt(contactImports.createdDate, before), isNull(contactImports.campaignId)))
    .returning({ id: contactImports.id });
  return rows.length;
}

/** The campaign took the upload: it is kept for it, without the valid rows the campaign copied. */
export async function keepImportFor(db: Db | Tx, importId: string, campaignId: string): Promise<void> {
  await db.update(contactImports).set({ campaignId }).where(eq(contactImports.id, importId));
  await db
    .delete(contactImportRows)
    .where(and(eq(contactImportRows.importId, importId), eq(contactImportRows.group, 'valid')));
}

/** The newest upload a campaign took. */
export async function importOfCampaign(db: Db, campaignId: string): Promise<ContactImportRow | undefined> {
  const [row] = await db
    .select()
    .from(contactImports)
    .where(eq(contactImports.campaignId, campaignId))
    .orderBy(desc(contactImports.createdDate))
    .limit(1);
  return row;
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { contactImportRows } from './tables';

/** The numbers of an upload's valid rows (E.164). */
export async function validPhonesOf(db: Db, importId: string): Promise<string[]> {
  const rows = await db
    .select({ phone: contactImportRows.phone })
    .from(contactImportRows)
    .where(
      and(
        eq(contactImportRows.importId, importId),
        eq(contactImportRows.group, 'valid'),
        isNotNull(contactImportRows.phone),
      ),
    );
  return rows.map((row) => row.phone!);
}

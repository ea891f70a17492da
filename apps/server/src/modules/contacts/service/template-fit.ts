import type { ImportedContact, ImportReport, TemplatePlaceholder } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { importRowAt, importRowsAfter, moveImportRows, setImportCounts } from '../repo';
import { toImportReport } from './import-report';
import { requireOwnImport } from './read-import';

const PAGE = 5_000;

/** For one contact: the placeholder the template has nothing for (the contact is left out), or null. */
export type MissingPlaceholderOf = (contact: ImportedContact) => TemplatePlaceholder | null;

/**
 * Fits an upload to the template the wizard chose: of the rows that are valid or were left out for an earlier
 * template, the ones `missingOf` names a placeholder for go to group missingField (with that placeholder, the
 * report's reason), the rest are valid again; the counts follow. The campaign then takes and prices only the
 * valid ones. An upload a campaign already took is left as it is.
 */
export async function fitImportToTemplate(
  db: Db,
  importId: string,
  userId: string,
  missingOf: MissingPlaceholderOf,
): Promise<ImportReport> {
  const upload = await requireOwnImport(db, importId, userId);
  if (upload.campaignId) return toImportReport(upload);
  return db.transaction(async (tx) => {
    let valid = 0;
    let missingField = 0;
    for (let afterLine = 0; ;) {
      const rows = await importRowsAfter(tx as Db, importId, {
        groups: ['valid', 'missingField'],
        afterLine,
        limit: PAGE,
      });
      const moves = new Map<string, number[]>();
      for (const row of rows) {
        const missing = missingOf(row.contact);
        if (missing) missingField += 1;
        else valid += 1;
        const now = missing ?? '';
        const before = row.group === 'missingField' ? (row.missingField ?? '') : '';
        if (now === before && (row.group === 'valid') === !missing) continue;
        moves.set(now, [...(moves.get(now) ?? []), row.line]);
      }
      for (const [placeholder, lines] of moves) {
        await moveImportRows(tx, importId, lines, placeholder ? 'missingField' : 'valid', placeholder || null);
      }
      if (rows.length < PAGE) break;
      afterLine = rows.at(-1)!.line;
    }
    return toImportReport(await setImportCounts(tx, importId, { valid, missingField }));
  });
}

/** The upload's valid contact at `index` (0-based, line order) and how many valid contacts it has. */
export async function validImportContactAt(
  db: Db,
  importId: string,
  userId: string,
  index: number,
): Promise<{ total: number; row: { line: number; contact: ImportedContact; phone: string } | null }> {
  const upload = await requireOwnImport(db, importId, userId);
  const row = index < upload.valid ? await importRowAt(db, importId, 'valid', index) : undefined;
  return { total: upload.valid, row: row ? { line: row.line, contact: row.contact, phone: row.phone ?? '' } : null };
}

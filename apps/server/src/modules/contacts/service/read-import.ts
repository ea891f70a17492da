import {
  contactImportMessages,
  csvLine,
  isTemplatePlaceholder,
  missingFieldReason,
  rejectionReasonTexts,
  supportedColumnLabels,
  supportedColumns,
  type ContactGroup,
  type ImportedContact,
  type ImportReport,
  type ImportRow,
  type RejectionReason,
} from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import { deleteImportById, findImport, importRowsAfter, rejectedColumns, type ContactImportRow } from '../repo';
import { toImportReport } from './import-report';

/** The upload when it exists and `userId` uploaded it (anyone else is told it does not exist). */
async function ownImport(db: Db, importId: string, userId: string): Promise<ContactImportRow | undefined> {
  const row = await findImport(db, importId);
  return row && row.userId === userId ? row : undefined;
}

/** An upload's report, for the person who uploaded it only. */
export async function readImport(db: Db, importId: string, userId: string): Promise<ImportReport | undefined> {
  const row = await ownImport(db, importId, userId);
  return row ? toImportReport(row) : undefined;
}

export async function requireOwnImport(db: Db, importId: string, userId: string): Promise<ContactImportRow> {
  const row = await ownImport(db, importId, userId);
  if (!row) throw new AppError('UPLOAD_NOT_FOUND', contactImportMessages.importNotFound);
  return row;
}

export async function importReportOf(db: Db, importId: string, userId: string): Promise<ImportReport> {
  return toImportReport(await requireOwnImport(db, importId, userId));
}

/** GET .../rows: one group's rows in line order after the cursor (the last line of the previous page). */
export async function importRowsPage(
  db: Db,
  importId: string,
  userId: string,
  query: { group: ContactGroup; cursor: number; limit: number },
): Promise<{ results: ImportRow[]; nextCursor: number | null }> {
  await requireOwnImport(db, importId, userId);
  return rowsPageOf(db, importId, query);
}

/** One group's rows of an upload the caller was allowed to read (see importRowsPage). */
export async function rowsPageOf(
  db: Db,
  importId: string,
  query: { group: ContactGroup; cursor: number; limit: number },
): Promise<{ results: ImportRow[]; nextCursor: number | null }> {
  const rows = await importRowsAfter(db, importId, {
    groups: [query.group],
    afterLine: query.cursor,
    limit: query.limit,
  });
  return {
    results: rows.map(({ line, group, contact, rawPhone, missingField }) => ({
      line,
      group,
      contact,
      rawPhone,
      ...(group === 'missingField' ? { reason: rowReason(group, missingField) } : {}),
    })),
    nextCursor: rows.length === query.limit ? rows.at(-1)!.line : null,
  };
}

/** The valid rows after `afterLine`, in line order: what a campaign copies in. */
export async function validImportContacts(
  db: Db,
  importId: string,
  afterLine: number,
  limit: number,
): Promise<{ line: number; contact: ImportedContact; phone: string }[]> {
  const rows = await importRowsAfter(db, importId, { groups: ['valid'], afterLine, limit });
  return rows.map(({ line, contact, phone }) => ({ line, contact, phone: phone! }));
}

const REJECTED_PAGE = 5_000;

/** Why a row was rejected; a row left out for the template names the placeholder it lacks. */
function rowReason(group: RejectionReason, missingField: string | null): string {
  return group === 'missingField' && isTemplatePlaceholder(missingField)
    ? missingFieldReason(missingField)
    : rejectionReasonTexts[group];
}

/**
 * GET .../rejected.csv: every rejected row with the mapped columns (labelled as the mapping dialog labels
 * them) and the reason, read page by page so a large upload is never all in memory. Every cell is
 * neutralised (csvLine), so '=cmd' typed in a file cannot run in the spreadsheet that opens the download.
 */
export async function rejectedCsv(
  db: Db,
  importId: string,
  userId: string,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  return rejectedCsvOf(db, await requireOwnImport(db, importId, userId));
}

/** The rejected rows of an upload the caller was allowed to read, as CSV lines (see rejectedCsv). */
export async function rejectedCsvOf(
  db: Db,
  upload: ContactImportRow,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  const importId = upload.id;
  const present = new Set(await rejectedColumns(db, importId));
  const columns = supportedColumns.filter((column) => present.has(column));
  async function* lines(): AsyncGenerator<string> {
    yield `${csvLine([...columns.map((column) => supportedColumnLabels[column]), 'reason'])}\r\n`;
    let afterLine = 0;
    for (;;) {
      const rows = await importRowsAfter(db, importId, { excludeGroup: 'valid', afterLine, limit: REJECTED_PAGE });
      if (rows.length === 0) return;
      let text = '';
      for (const row of rows) {
        // The phone as typed: the reason is about what the file said.
        const contact: ImportedContact = { ...row.contact, phoneNumber: row.rawPhone ?? undefined };
        const reason = rowReason(row.group as RejectionReason, row.missingField);
        text += `${csvLine([...columns.map((column) => contact[column]), reason])}\r\n`;
      }
      yield text;
      afterLine = rows.at(-1)!.line;
      if (rows.length < REJECTED_PAGE) return;
    }
  }
  const base = upload.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'leads';
  return { fileName: `${base}-rejected.csv`, lines: lines() };
}

export async function deleteImport(db: Db, importId: string): Promise<void> {
  await deleteImportById(db, importId);
}

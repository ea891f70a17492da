import type { ImportReport, RecentlyTexted } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { validPhonesOf } from '../import-phones-repo';
import { findImport, type ContactImportRow } from '../repo';

export function toImportReport(row: ContactImportRow): ImportReport {
  return {
    importId: row.id,
    fileName: row.fileName,
    encoding: row.encoding,
    rows: row.rows,
    valid: row.valid,
    missingRequired: row.missingRequired,
    invalidPhone: row.invalidPhone,
    duplicate: row.duplicate,
    optedOut: row.optedOut,
    missingField: row.missingField,
  };
}

/**
 * Which of an upload's numbers the scope's campaigns texted lately (the messaging module's ledger knows; it is
 * handed in, since messaging builds on this module).
 */
export type RecentTexts = (db: Db, scope: string, phones: readonly string[], now: Date) => Promise<RecentlyTexted>;

/** The report with the valid numbers texted in the last 7 days by other campaigns of the upload's scope. */
export async function withRecentTexts(
  db: Db,
  recentTexts: RecentTexts | undefined,
  report: ImportReport,
  now = new Date(),
): Promise<ImportReport> {
  if (!recentTexts || report.valid === 0) return report;
  const row = await findImport(db, report.importId);
  if (!row) return report;
  const recent = await recentTexts(db, row.suppressionScope, await validPhonesOf(db, report.importId), now);
  return recent.numbers > 0 ? { ...report, recentlyTexted: recent } : report;
}

import type { ImportReport } from '@roost/domain';
import type { ContactImportRow } from '../repo';

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

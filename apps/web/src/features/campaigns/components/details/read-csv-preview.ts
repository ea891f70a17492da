import { contactImportMessages, MAX_UPLOAD_BYTES } from '@roost/domain';
import Papa from 'papaparse';

/** How much of a file the browser reads: enough for the header row and a preview, never the whole file. */
export const PREVIEW_BYTES = 64 * 1024;
const PREVIEW_ROWS = 5;

export interface CsvPreview {
  headers: string[];
  /** The first data rows, for the mapping dialog's examples. */
  rows: string[][];
  /** Data rows in the file: exact when the whole file fit in the preview, else estimated from its size. */
  rowCount: number;
  exact: boolean;
}

export class CsvPreviewError extends Error {}

/** The message for a file the browser can refuse before sending a byte, or null. */
export function refuseFile(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return contactImportMessages.tooLarge;
  if (file.size === 0) return contactImportMessages.emptyFile;
  // Browsers give CSV many types (text/csv, application/vnd.ms-excel, none): trust the name first.
  const csvName = /\.(csv|txt)$/i.test(file.name);
  const textType = file.type === '' || /^text\/|csv/i.test(file.type);
  return csvName || (textType && file.type !== '') ? null : contactImportMessages.notCsv;
}

/**
 * Reads the first PREVIEW_BYTES of a lead file and parses them with papaparse: the header row, a few
 * rows to show beside the mapping, and the row count (estimated for a larger file). The server parses
 * the whole file as a stream after the upload.
 */
export async function readCsvPreview(file: File): Promise<CsvPreview> {
  const truncated = file.size > PREVIEW_BYTES;
  const bytes = new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new CsvPreviewError(contactImportMessages.encoding('UTF-16'));
  }
  if (bytes.includes(0)) throw new CsvPreviewError(contactImportMessages.notCsv);
  let text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  // The last line of a cut-off preview is usually cut too.
  if (truncated) text = text.slice(0, Math.max(text.lastIndexOf('\n'), 0));

  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [headerRow, ...dataRows] = parsed.data;
  if (!headerRow || headerRow.every((cell) => cell.trim() === ''))
    throw new CsvPreviewError(contactImportMessages.emptyFile);
  if (dataRows.length === 0 && !truncated) throw new CsvPreviewError(contactImportMessages.headersOnly);

  const headers = headerRow.map((cell, index) => cell.trim() || `Column ${index + 1}`);
  const readBytes = new TextEncoder().encode(text).length || 1;
  return {
    headers,
    rows: dataRows.slice(0, PREVIEW_ROWS),
    rowCount: truncated
      ? Math.max(dataRows.length, Math.round((dataRows.length * file.size) / readBytes))
      : dataRows.length,
    exact: !truncated,
  };
}

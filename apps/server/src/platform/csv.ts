import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

/** Parses RFC 4180 CSV text (quoted fields, doubled quotes, CRLF or LF) into rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header row. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((cells) => cells.length > 1 || cells[0] !== '')
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** A batch of a CSV file's records: the header's column names, and each record's fields in that order. */
export interface CsvBatch {
  columns: readonly string[];
  rows: string[][];
}

/**
 * The records of a gzipped CSV file, read as a stream and handed out `size` at a time, so loading a
 * large embedded dataset never holds the whole file, or all its rows, in memory at once. Records come as
 * arrays (an object per record would take csv-parse about twice as long).
 */
export async function* gzipCsvBatches(file: string, size: number): AsyncGenerator<CsvBatch> {
  // pipeline, not pipe: a broken file (a gzip cut short) must end the reading with its error, not leave it waiting.
  const records = pipeline(
    fs.createReadStream(file),
    createGunzip(),
    parse({ skip_empty_lines: true }),
    () => undefined,
  );
  let columns: string[] | undefined;
  let rows: string[][] = [];
  for await (const record of records as AsyncIterable<string[]>) {
    if (!columns) {
      columns = record;
      continue;
    }
    rows.push(record);
    if (rows.length === size) {
      yield { columns, rows };
      rows = [];
    }
  }
  if (columns && rows.length > 0) yield { columns, rows };
}

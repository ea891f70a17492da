import type { Readable } from 'node:stream';
import {
  contactImportMessages,
  MAX_IMPORT_ROWS,
  type ColumnMapping,
  type ImportedContact,
  type ParseReply,
} from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { AppError, invalidInput } from '../../../errors';
import {
  allSuppressed,
  countSuppressed,
  finishImport,
  insertImport,
  insertImportRows,
  suppressedAmong,
  type StoredRow,
} from '../repo';
import { contactFromCells, fileRules } from './classify';
import { readCsvRecords, type CsvRecord } from './csv-records';
import { toImportReport } from './import-report';
import { hashedPhone, isHashedPhone } from './phone-hash';
import { suppressionScopeFor } from './suppression';

/** Rows per insert: one round trip each, well under PostgreSQL's limits and a few MB of JSON. */
export const IMPORT_BATCH_ROWS = 5_000;
/**
 * On PGlite a batch's JSON is parsed inside the embedded database's WebAssembly memory, which grows to the
 * largest batch and never shrinks: smaller batches keep the server's RSS under 300 MB (bench/README.md).
 */
export const PGLITE_IMPORT_BATCH_ROWS = 1_000;
const PREVIEW_CONTACTS = 1_000;
const PREVIEW_CHUNK = 500;
/** A scope with up to this many opt-outs is read once; a larger one is asked batch by batch. */
const SUPPRESSIONS_HELD = 100_000;

export interface ParseImportInput {
  userId: string;
  teamId?: string | undefined;
  fileName: string;
  cols: readonly ColumnMapping[];
  bytes: AsyncIterable<Buffer> | Readable;
  /** The most rows a file may have (MAX_IMPORT_ROWS; tests lower it). */
  maxRows?: number;
  /** Rows per insert (IMPORT_BATCH_ROWS). */
  batchRows?: number;
}

/** Refuses a mapping that cannot produce contacts before any of the file is read. */
export function checkMapping(cols: readonly ColumnMapping[]): void {
  if (cols.length === 0)
    throw invalidInput(contactImportMessages.mappingRequired, { cols: contactImportMessages.mappingRequired });
  if (!cols.some((line) => line.supportedColumn === 'phoneNumber')) {
    throw invalidInput(contactImportMessages.phoneColumnRequired, { cols: contactImportMessages.phoneColumnRequired });
  }
  const mapped = new Set<string>();
  for (const line of cols) {
    if (mapped.has(line.supportedColumn)) {
      const message = `${line.supportedColumn} is mapped twice; map each supported column to one file column`;
      throw invalidInput(message, { cols: message });
    }
    mapped.add(line.supportedColumn);
  }
}

function checkMappingFits(cols: readonly ColumnMapping[], headers: readonly string[]): void {
  const beyond = cols.find((line) => line.index >= headers.length);
  if (!beyond) return;
  const message =
    `Column ${beyond.index + 1} ("${beyond.column}") mapped to ${beyond.supportedColumn} is not in the file: ` +
    `it has ${headers.length} column${headers.length === 1 ? '' : 's'}`;
  throw invalidInput(message, { cols: message });
}

/**
 * POST /campaign/contacts/parse: streams the file through csv-parse, classifies every row and stores the
 * import with its rows in one transaction (a refused or failed file stores nothing). The rows go in
 * batches as they are read, so memory holds one batch and the set of numbers seen, not the file.
 */
export async function parseImport(db: Db, input: ParseImportInput): Promise<ParseReply> {
  checkMapping(input.cols);
  const maxRows = input.maxRows ?? MAX_IMPORT_ROWS;
  const scope = await suppressionScopeFor(db, input.userId, input.teamId);
  return db.transaction(async (tx) => {
    const importId = await insertImport(tx, {
      userId: input.userId,
      suppressionScope: scope,
      fileName: input.fileName,
      encoding: 'utf-8',
    });
    const counts = {
      rows: 0,
      valid: 0,
      missingRequired: 0,
      invalidPhone: 0,
      duplicate: 0,
      optedOut: 0,
      missingField: 0,
    };
    const seen = new Set<string>();
    const validPreview: ImportedContact[] = [];
    const errors: ImportedContact[] = [];
    let batch: StoredRow[] = [];
    let candidates: string[] = [];

    const held = (await countSuppressed(tx, scope)) <= SUPPRESSIONS_HELD ? await allSuppressed(tx, scope) : undefined;
    // A number erased at the person's request is held as its keyed hash: rows are hashed only when one is there.
    const heldErased = held !== undefined && [...held].some(isHashedPhone);
    const optedOut = (suppressed: Set<string>, phone: string) =>
      suppressed.has(phone) || (heldErased && suppressed === held && suppressed.has(hashedPhone(phone)));
    // The insert of one batch runs while the next is read and checked: the database and the parsing
    // overlap instead of taking turns (at most two batches are held).
    let storing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const rows = batch;
      const suppressed = held ?? (await suppressedAmong(tx, scope, candidates));
      batch = [];
      candidates = [];
      for (const row of rows) {
        if (row.grp === 'valid' && row.phone && optedOut(suppressed, row.phone)) row.grp = 'optedOut';
        counts[row.grp]++;
        if (row.grp === 'valid' && validPreview.length < PREVIEW_CONTACTS) validPreview.push(row.contact);
      }
      await storing;
      storing = insertImportRows(tx, importId, rows);
      // Awaited at the next batch or at the end; a refusal in between must not leave it unhandled.
      storing.catch(() => undefined);
    };

    let headers: string[] | undefined;
    const read = await readCsvRecords(input.bytes, async (batches: AsyncIterable<CsvRecord[]>) => {
      for await (const records of batches) {
        for (const { cells, line } of records) {
          if (!headers) {
            headers = cells;
            checkMappingFits(input.cols, headers);
            continue;
          }
          if (++counts.rows > maxRows) throw new AppError('FILE_TOO_MANY_ROWS', contactImportMessages.tooManyRows);
          const contact = contactFromCells(cells, input.cols);
          const { group, phone, rawPhone } = fileRules(contact, seen);
          if (phone) contact.phoneNumber = phone;
          if (group === 'missingRequired' && errors.length < PREVIEW_CONTACTS) errors.push(contact);
          if (!group) candidates.push(phone!);
          batch.push({ line, grp: group ?? 'valid', phone, raw_phone: rawPhone, contact });
        }
        if (batch.length >= (input.batchRows ?? IMPORT_BATCH_ROWS)) await flush();
      }
    });
    if (!headers) throw new AppError('FILE_EMPTY', contactImportMessages.emptyFile);
    if (counts.rows === 0) throw new AppError('FILE_EMPTY', contactImportMessages.headersOnly);
    await flush();
    await storing;
    const stored = await finishImport(tx, importId, { ...counts, encoding: read.encoding });
    const chunks: ImportedContact[][] = [];
    for (let start = 0; start < validPreview.length; start += PREVIEW_CHUNK) {
      chunks.push(validPreview.slice(start, start + PREVIEW_CHUNK));
    }
    return { importId, rows: counts.rows, chunks, errors, report: toImportReport(stored) };
  });
}

/** POST /campaign/contacts/parse/headers: the header row only (the rest of the file is not read). */
export async function parseHeaders(
  bytes: AsyncIterable<Buffer> | Readable,
): Promise<{ headers: string[]; encoding: string }> {
  let headers: string[] | undefined;
  const read = await readCsvRecords(bytes, async (batches) => {
    for await (const [first] of batches) {
      if (!first) continue;
      headers = first.cells;
      return 'stop';
    }
  });
  if (!headers) throw new AppError('FILE_EMPTY', contactImportMessages.emptyFile);
  // A trailing comma on every line makes an empty last column: not a header anyone can map.
  while (headers.length > 1 && headers.at(-1) === '') headers.pop();
  return { headers, encoding: read.encoding };
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contactImportMessages } from '@roost/domain';
import { CsvError, Parser } from 'csv-parse';
import { AppError } from '../../../errors';
import { CsvBytes, type CsvEncoding } from './csv-bytes';

/** A record of a lead file: its cells (trimmed) and the line of the file it starts on. */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** A longer record is a quote that never closed swallowing the file. */
const MAX_RECORD_CHARACTERS = 1_000_000;

/** What the file turned out to be, known once its records have been read. */
export interface CsvReadResult {
  encoding: CsvEncoding;
  bytesRead: number;
}

/**
 * Streams a lead file's records, in batches, to `consume` (which awaits as it pleases: back-pressure reaches the upload),
 * decoding as CsvBytes does and parsing with csv-parse: quoted fields with commas, line breaks and doubled
 * quotes, CRLF or LF, blank lines and all-empty rows skipped, cells trimmed, rows of any length.
 * `consume` may stop early by returning `'stop'` (the rest of the upload is left unread).
 */
export async function readCsvRecords(
  bytes: AsyncIterable<Buffer> | Readable,
  consume: (batches: AsyncIterable<CsvRecord[]>) => Promise<'stop' | void>,
): Promise<CsvReadResult> {
  const decoder = new CsvBytes();
  const parser = new BatchingParser();
  let stopped = false;
  // The consumer's own refusal (too many rows) wins over the stream errors its stopping causes.
  let consumerError: unknown;
  try {
    await pipeline(bytes instanceof Readable ? bytes : Readable.from(bytes), decoder, parser, async (source) => {
      try {
        stopped = (await consume(source as AsyncIterable<CsvRecord[]>)) === 'stop';
      } catch (error) {
        consumerError = error;
        throw error;
      }
    });
  } catch (error) {
    if (!stopped) throw refusal(consumerError ?? error);
  }
  return { encoding: decoder.encoding, bytesRead: decoder.bytesRead };
}

/** Records per batch handed on: one await per batch instead of one per record. */
const RECORDS_PER_BATCH = 500;

/**
 * csv-parse's stream, handing on batches of records with their line. csv-parse pushes each record as
 * it completes it, when its live `info.lines` is the record's last line: read there, it costs nothing
 * (its `info` option copies an object per record).
 */
class BatchingParser extends Parser {
  private batch: CsvRecord[] = [];
  /** Lines csv-parse has counted twice so far (CRLF pairs inside quoted fields). */
  private overcounted = 0;

  constructor() {
    super({
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    });
  }

  override push(record: unknown): boolean {
    if (record === null) {
      if (this.batch.length > 0) super.push(this.batch);
      this.batch = [];
      return super.push(null);
    }
    const cells = record as string[];
    const breaks = quotedBreaks(cells);
    this.batch.push({ cells, line: this.info.lines - breaks.characters - this.overcounted });
    this.overcounted += breaks.crlfPairs;
    if (this.batch.length >= RECORDS_PER_BATCH) {
      const full = this.batch;
      this.batch = [];
      return super.push(full);
    }
    return true;
  }

  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    super._transform(chunk, encoding, (error?: Error | null) => {
      // What a chunk completed goes on now, so a slow upload still shows progress downstream.
      if (!error && this.batch.length > 0) {
        super.push(this.batch);
        this.batch = [];
      }
      callback(error);
    });
  }
}

/**
 * csv-parse counts every CR and LF inside a quoted field as a line (a CRLF as two), so a record's start
 * line is its end line less those, and each CRLF pair inside quotes pushes later counts one line too far.
 */
function quotedBreaks(cells: readonly string[]): { characters: number; crlfPairs: number } {
  let characters = 0;
  let crlfPairs = 0;
  for (const cell of cells) {
    if (cell.length === 0 || (!cell.includes('\n') && !cell.includes('\r'))) continue;
    characters += cell.match(/[\r\n]/g)?.length ?? 0;
    crlfPairs += cell.match(/\r\n/g)?.length ?? 0;
  }
  return { characters, crlfPairs };
}

/** csv-parse's complaints as the caller's 400; our own refusals as they are. */
function refusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof CsvError) {
    return new AppError(
      'FILE_NOT_CSV',
      /QUOTE|MAX_RECORD_SIZE/.test(error.code) ? contactImportMessages.brokenQuoting : contactImportMessages.notCsv,
    );
  }
  return error;
}

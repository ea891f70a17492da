import type { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Bulk loading with COPY (CSV), the fastest way into PostgreSQL: one statement, so the rows are all stored or none
 * are. The first start loads the 52,000 sample homes this way (bench/README.md, first start).
 */

/** `COPY <table> (<columns>) FROM <source> (FORMAT csv)`, the names quoted as identifiers. */
export function copyStatement(table: string, columns: readonly string[], source: 'STDIN' | "'/dev/blob'"): string {
  const names = columns.map((column) => pg.escapeIdentifier(column)).join(', ');
  return `COPY ${pg.escapeIdentifier(table)} (${names}) FROM ${source} (FORMAT csv)`;
}

/**
 * One CSV line of a row: text always quoted (so an empty text stays empty, never NULL, and no value reads as
 * COPY's end-of-data marker), numbers as JavaScript writes them (as a query parameter would send them), null
 * and undefined as NULL.
 */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values
    .map((value) => {
      if (value === null || value === undefined) return '';
      if (typeof value === 'number') return String(value);
      return `"${value.replaceAll('"', '""')}"`;
    })
    .join(',')}\n`;
}

const rowCountOf = (commandTag: string | undefined) => Number(/^COPY (\d+)$/.exec(commandTag ?? '')?.[1] ?? 0);

/** The parts of pg's connection a COPY FROM STDIN speaks through (pg-copy-streams uses the same). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: Writable;
}

/** Resolves once the stream can take more, or is closed (the COPY then ends with the connection's error). */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/**
 * COPY ... FROM STDIN on one connection of the pool, sending the chunks as they are produced (parsing the next
 * ones while the server stores these). A failure (the source's or the server's) ends the statement, so nothing
 * is stored, and the connection is discarded rather than given back to the pool.
 */
export async function copyFromStdin(pool: pg.Pool, text: string, chunks: AsyncIterable<string>): Promise<number> {
  const client = await pool.connect();
  let failed = false;
  try {
    return await copyFromStdinOn(client, text, chunks);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    client.release(failed ? true : undefined);
  }
}

/** COPY ... FROM STDIN on a connection the caller holds (inside its transaction, if it began one). */
export async function copyFromStdinOn(
  client: pg.ClientBase,
  text: string,
  chunks: AsyncIterable<string>,
): Promise<number> {
  let failure: unknown;
  return await new Promise<number>((resolve, reject) => {
    let settled = false;
    let commandTag: string | undefined;
    let serverError: unknown;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      failure = error;
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(rowCountOf(commandTag));
    };
    const send = async (connection: CopyConnection) => {
      try {
        for await (const chunk of chunks) {
          if (serverError !== undefined || settled) return;
          connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
          if (connection.stream.writableNeedDrain) await drained(connection.stream);
        }
        connection.endCopyFrom();
      } catch (error) {
        // The server then answers with an error and, after it, ready for a query: settled with the source's error.
        failure = error;
        connection.sendCopyFail(error instanceof Error ? error.message : String(error));
      }
    };
    const copy: pg.Submittable & Record<string, unknown> = {
      // pg takes anything submit returns for an error.
      submit: (connection) => {
        (connection as unknown as CopyConnection).query(text);
      },
      handleCopyInResponse: (connection: CopyConnection) => void send(connection),
      handleCommandComplete: (message: { text?: string }) => {
        commandTag = message.text;
      },
      // A server error (then ready for a query) or a lost connection (nothing after it): either ends the COPY.
      handleError: (error: unknown) => {
        serverError = error;
        settle(failure ?? error);
      },
      handleReadyForQuery: () => settle(failure ?? serverError),
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    };
    client.query(copy);
  });
}

/** COPY ... FROM '/dev/blob' on PGlite: the chunks gathered into one blob, which PGlite reads as a file. */
export async function copyFromBlob(client: PGlite, text: string, chunks: AsyncIterable<string>): Promise<number> {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const result = await client.query(text, [], { blob: new Blob(parts) });
  return result.affectedRows ?? 0;
}

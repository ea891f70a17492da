import type { AdminPage } from '@roost/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalidInput } from '../../errors';

/**
 * Keyset paging, newest first, for lists that run to hundreds of thousands of rows: a page is found by
 * walking the (created, id) index from the last row of the page before, so page 4,000 costs what page 1
 * does (an OFFSET would read and throw away every row before it). The cursor carries that last row's
 * time to the microsecond (a JavaScript Date would round it to the millisecond and skip or repeat rows)
 * and its id, as base64url JSON; it is opaque to clients.
 */
export interface KeysetPosition {
  /** The row's creation time, 'YYYY-MM-DDTHH:MM:SS.ffffffZ' (UTC, microseconds). */
  created: string;
  id: string;
}

const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID_LENGTH = 300;
const notValid = () => invalidInput('Cursor is not valid', { cursor: 'Cursor is not valid' });

/** The column's time in the cursor's exact form, read beside the row. */
export const keysetTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.created, position.id]), 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor the server did not make is refused with 400. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw notValid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw notValid();
  const [created, id] = parsed as unknown[];
  if (typeof created !== 'string' || typeof id !== 'string' || id.length > MAX_ID_LENGTH) throw notValid();
  // The text must be a real instant (no 31 February), as the database would read it.
  const parsedTime = Date.parse(created);
  if (!CANONICAL_TIME.test(created) || Number.isNaN(parsedTime) || parsedTime < 0) throw notValid();
  if (new Date(parsedTime).toISOString().slice(0, 23) !== created.slice(0, 23)) throw notValid();
  if (id.includes('\u0000')) throw notValid();
  return { created, id };
}

/** Rows after the position in (created desc, id desc) order; uses an index on (created, id). */
export function afterPosition(
  created: AnyColumn,
  id: AnyColumn,
  position: KeysetPosition | undefined,
): SQL | undefined {
  if (!position) return undefined;
  return sql`(${created}, ${id}) < (${position.created}::timestamptz, ${position.id})`;
}

/**
 * The page from `limit + 1` fetched rows: the extra row only says whether there is more. The cursor
 * points at the page's last row.
 */
export function pageFrom<Row extends { keysetCreated: string; id: string }>(
  rows: Row[],
  limit: number,
): AdminPage & { rows: Row[] } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    rows: page,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor({ created: last.keysetCreated, id: last.id }) : null,
  };
}

/** A LIKE pattern that finds `term` anywhere, its own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

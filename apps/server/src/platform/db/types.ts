import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ChangeFeed } from './change-feed';

/** Drizzle over either driver: modules write one set of queries for both. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle; inside db.transaction(tx => ...) use only tx (PGlite would deadlock). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL runner with pg's result shape, used by pg-boss. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export type Driver = 'pglite' | 'postgres';

export interface ConnectionFigures {
  /** Open connections. */
  total: number;
  /** Open and unused; undefined where it does not apply (PGlite's one connection is shared by every query). */
  idle?: number;
  /** Queries waiting for a connection; undefined where it does not apply. */
  waiting?: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface Database {
  driver: Driver;
  db: Db;
  sql: SqlExecutor;
  /** Committed changes to the watched tables, from this process and the others (db/change-feed.ts). */
  changes: ChangeFeed;
  /**
   * Runs `work` while holding a cluster-wide lock, so processes starting together on one PostgreSQL
   * (an API and its workers) migrate and seed one after another. PGlite serves one process: no lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Adds rows given as CSV lines (db/copy-csv.ts: csvLine) with one COPY statement, so they are all stored or none
   * are: from STDIN on PostgreSQL, sent as `csv` yields them; from a blob of all of them on PGlite. Not inside a
   * transaction (it takes a connection of its own). Returns how many rows were added.
   */
  copyCsv(table: string, columns: readonly string[], csv: AsyncIterable<string>): Promise<number>;
  /** The connections as the metrics report them: the pool's on PostgreSQL, PGlite's one in-process connection. */
  connections(): ConnectionFigures;
  /** PGlite only: the whole cluster as a gzip tarball, which a new database can start from (db/pglite-template.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

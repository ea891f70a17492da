import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Database, Db } from './types';

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover) is discarded by the pool and replaced
  // on next use; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  // A connection dropped while checked out rejects its query; its error event must not crash us.
  pool.on('connect', (client) => client.on('error', () => undefined));
  retryOnceWhenConnectionLost(pool);
  // Fail fast with a clear message instead of at the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    driver: 'postgres',
    db: drizzlePg({ client: pool }) as unknown as Db,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows as Record<string, unknown>[] };
      },
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    driver: 'pglite',
    db: drizzlePglite({ client }) as unknown as Db,
    sql: {
      async executeSql(text, values) {
        // PGlite's extended protocol takes one statement; parameterless scripts go through exec.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          const last = results[results.length - 1];
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        }
        const result = await client.query(text, values as unknown[]);
        return { rows: result.rows as Record<string, unknown>[] };
      },
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

const lostConnectionCodes = new Set(['57P01', '57P02', '57P03', '08003', '08006', 'ECONNRESET', 'EPIPE']);

function isLostConnection(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (code !== undefined && lostConnectionCodes.has(code)) || /Connection terminated/i.test(message ?? '');
}

/**
 * After a restart or failover the pool may still hand out a connection the server already closed.
 * A single statement that fails that way never reached a live server, so it is sent once more on a
 * fresh connection. (Transactions take their own client and are not retried.)
 */
function retryOnceWhenConnectionLost(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      if (!isLostConnection(error)) throw error;
      return query(...args);
    }
  };
  pool.query = retrying as typeof pool.query;
}

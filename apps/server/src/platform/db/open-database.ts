import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { attachChangeFeed, CHANGE_CHANNEL, ChangeFeed, listenForChanges, reportLocalWrites } from './change-feed';
import { copyFromBlob, copyFromStdin, copyStatement } from './copy-csv';
import { nextLoopTurn } from '../http/loop-turn-queue';
import { lockDataDir } from './data-dir-lock';
import { isNewDataDir, untarDataDir } from './new-data-dir';
import type { Database, Db } from './types';

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * PGlite only: a new folder (or an in-memory database) starts as a copy of this cluster, a gzipped tar
   * (db/pglite-template.ts).
   */
  template?: Buffer | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover) is discarded by the pool and replaced
  // on next use; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  // A connection dropped while checked out rejects its query; its error event must not crash us.
  pool.on('connect', (client) => client.on('error', () => undefined));
  retryStatementsOnLostConnection(pool, max);
  releaseLostClients(pool);
  // Before any connection is made: each is watched from its start.
  const changes = new ChangeFeed();
  reportLocalWrites(pool, changes);
  // Fail fast with a clear message instead of at the first request.
  const probe = await pool.connect();
  probe.release();
  const listener = await listenForChanges(url, changes);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  attachChangeFeed(db, changes);
  retryTransactionsThatNeverBegan(db, max);
  return {
    driver: 'postgres',
    db,
    changes,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows as Record<string, unknown>[] };
      },
    },
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async copyCsv(table, columns, csv) {
      const added = await copyFromStdin(pool, copyStatement(table, columns, 'STDIN'), csv);
      if (added > 0) changes.changed([table]);
      return added;
    },
    async close() {
      await listener.stop();
      await pool.end();
    },
  };
}

/** The advisory lock id of start-up work (migrations, seeding): "roost" in ASCII. */
const STARTUP_LOCK_KEY = 0x726f6f7374;

/**
 * PGlite's buffer cache lives in the server's own memory (PostgreSQL's default 128 MB, all of it resident
 * once touched); the data folder's files stay in the operating system's page cache either way, so a
 * small cache costs little speed and keeps the embedded server's RSS down (bench/README.md).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, template: Buffer | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    // pg_trgm backs the admin searches (substring search on indexes); PostgreSQL ships it as a trusted
    // extension, PGlite needs it loaded.
    const extensions = { pg_trgm };
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
    // A new folder is unpacked here, before PGlite opens it; in memory (tests, the build's sample template) a
    // database is always new and PGlite loads the copy itself.
    if (template && dataDir && isNewDataDir(dataDir)) untarDataDir(template, dataDir);
    const loadDataDir = template && !dataDir ? new Blob([template]) : undefined;
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions,
      startParams,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  letIoInBetweenQueries(client);
  // PGlite answers a commit's notices along with it, so this process's own writes are told before they resolve.
  const changes = new ChangeFeed();
  await client.listen(CHANGE_CHANNEL, (table) => changes.changed([table]));
  changes.setLive(true);
  const db = drizzlePglite({ client }) as unknown as Db;
  attachChangeFeed(db, changes);
  return {
    driver: 'pglite',
    db,
    changes,
    exclusively: (work) => work(),
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
    connections: () => ({ total: 1, max: 1 }),
    copyCsv: (table, columns, csv) => copyFromBlob(client, copyStatement(table, columns, "'/dev/blob'"), csv),
    // Inside a transaction of its own: PGlite runs one at a time, so no other is half done in the copy.
    dumpDataDir: () => client.transaction(() => client.dumpDataDir('gzip')),
    async close() {
      await client.close();
      unlock();
    },
  };
}

/**
 * PGlite runs each query on this thread and answers through promises alone, so while requests keep it busy the
 * event loop goes from one query's answer to the next without ever polling the network: new connections, and
 * requests waiting for a turn (plugins/load-shedding.ts), were not even read for 8-10 s under 200 connections
 * (bench/README.md, reads). Each query (and transaction) now waits for a turn of the loop (loop-turn-queue.ts), in line
 * with the requests' work, so a turn holds a few queries and the loop does its pending I/O in between.
 */
function letIoInBetweenQueries(client: PGlite) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextLoopTurn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await nextLoopTurn();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await nextLoopTurn();
    return transaction(...args);
  }) as typeof client.transaction;
}

const lostConnectionCodes = new Set(['57P01', '57P02', '57P03', '08003', '08006', 'ECONNRESET', 'EPIPE']);

function isLostConnection(error: unknown): boolean {
  const { code, message, cause } = error as { code?: string; message?: string; cause?: unknown };
  if ((code !== undefined && lostConnectionCodes.has(code)) || /Connection terminated/i.test(message ?? ''))
    return true;
  // Drizzle wraps the driver's error.
  return cause !== undefined && cause !== error && isLostConnection(cause);
}

/**
 * A client checked out for a transaction whose connection is lost is given back at once (and so
 * destroyed): drizzle does not release it when BEGIN itself fails, and a client never released would
 * keep the pool from closing. Releasing twice is harmless.
 */
function releaseLostClients(pool: pg.Pool) {
  const watched = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is pool.query's own, which releases its client itself.
    if (args.length > 0) return connect(...args);
    return connect()!.then((client) => {
      const release = client.release;
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        release(error);
      };
      if (!watched.has(client)) {
        watched.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...queryArgs: unknown[]) => {
          const result = query(...queryArgs);
          if (result instanceof Promise) {
            result.catch((error: unknown) => {
              if (isLostConnection(error)) client.release(error instanceof Error ? error : true);
            });
          }
          return result;
        }) as typeof client.query;
      }
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * A transaction takes a pooled connection of its own, which may be one the server already closed; its
 * BEGIN then fails before any of the caller's work ran, so it is safe to start over on another
 * connection (as many times as the pool may hold dead ones). Once the caller's work has started, a
 * lost connection is the caller's error: the server rolled the transaction back.
 */
function retryTransactionsThatNeverBegan(db: Db, attempts: number) {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (work: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      let began = false;
      try {
        return await transaction(
          (tx: unknown) => {
            began = true;
            return work(tx);
          },
          ...rest,
        );
      } catch (error) {
        if (began || attempt > attempts || !isLostConnection(error)) throw error;
      }
    }
  };
  db.transaction = retrying as Db['transaction'];
}

/**
 * After a restart or failover the pool may still hand out connections the server already closed. A
 * single statement that fails that way never reached a live server, so it is sent again on another
 * connection, as many times as the pool may hold dead ones.
 */
function retryStatementsOnLostConnection(pool: pg.Pool, attempts: number) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        if (attempt > attempts || !isLostConnection(error)) throw error;
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

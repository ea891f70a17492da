import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config, type Env } from '../src/config';
import { openDatabase } from '../src/platform/db/open-database';
import type { Database, Driver } from '../src/platform/db/types';
import { createRuntime, type Runtime } from '../src/runtime';
import { testHomesDataset } from './fixtures/homes-dataset';
import { emptyPgliteTemplate, preparedPgliteTemplate, testEnv } from './test-templates';

export { testHomesDataset };

/**
 * Real, isolated databases for tests. By default an in-memory PGlite; with TEST_DATABASE_URL set
 * (a server the tests may create databases on) a freshly created database with a random name,
 * dropped afterwards. The same tests therefore run on both drivers.
 */

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The driver the suite runs on, decided by TEST_DATABASE_URL. */
export const testDriver: Driver = serverUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  readonly driver: Driver;
  /** PostgreSQL only: the database's URL, for a child process to open. */
  readonly url?: string;
  /** The open connection. */
  readonly database: Database;
  /**
   * Closes the connection and opens a new one on the same data, as a restarted server would.
   * Needs `persistent: true` on PGlite (an in-memory database does not outlive its connection).
   */
  reopen(): Promise<Database>;
  /** Closes the connection and throws the data away. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** PGlite only: keep the data in a temporary folder so it survives reopen(). */
  persistent?: boolean;
  /**
   * Start with no tables, for the tests of the migrations and the loads themselves. By default a database starts
   * as createTestApp's runtime leaves a new one: migrated, with the test homes and the listings (test-templates.ts).
   */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const empty = options.empty ?? false;
  return serverUrl
    ? createPostgresDatabase(serverUrl, empty)
    : createPgliteDatabase(options.persistent ?? false, empty);
}

async function createPgliteDatabase(persistent: boolean, empty: boolean): Promise<TestDatabase> {
  const dataDir = persistent ? fs.mkdtempSync(path.join(os.tmpdir(), 'roost-test-')) : undefined;
  const template = empty ? emptyPgliteTemplate() : preparedPgliteTemplate(inject('testDatabaseTemplates').pgliteKey);
  let database = await openDatabase({ dataDir, template });
  let closed = false;
  return {
    driver: 'pglite',
    get database() {
      return database;
    },
    async reopen() {
      if (!dataDir) throw new Error('reopen() needs a persistent test database on PGlite');
      await database.close();
      database = await openDatabase({ dataDir });
      return database;
    },
    async destroy() {
      if (closed) return;
      closed = true;
      await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(adminUrl: string, empty: boolean): Promise<TestDatabase> {
  const name = `roost_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : inject('testDatabaseTemplates').postgresTemplate;
  if (!empty && !template) throw new Error('The prepared test database is missing: run the tests through vitest');
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl, poolSize: 5 });
  } catch (error) {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    throw error;
  }
  let closed = false;
  return {
    driver: 'postgres',
    url: databaseUrl,
    get database() {
      return database;
    },
    async reopen() {
      await database.close();
      database = await openDatabase({ databaseUrl, poolSize: 5 });
      return database;
    },
    async destroy() {
      if (closed) return;
      closed = true;
      await database.close().catch(() => undefined);
      await withAdminClient(adminUrl, async (client) => {
        // A closed pool's connections take a moment to go; dropping under them would kill them
        // mid-goodbye and surface as errors in whatever test runs next.
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline) {
          const { rows } = await client.query<{ count: number }>(
            'select count(*)::int as count from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.count === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // FORCE ends connections a failed test may have left behind.
        await client.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}

/** One database for the whole test file: created before its first test, destroyed after its last. */
export function useTestDatabase(options: TestDatabaseOptions = {}): { readonly database: Database } {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(options);
  });
  afterAll(async () => {
    await testDatabase?.destroy();
  });
  return {
    get database() {
      if (!testDatabase) throw new Error('The test database is only available inside tests and hooks');
      return testDatabase.database;
    },
  };
}

/** Runs raw SQL on either driver and returns the rows, for tests that check what was stored. */
export async function queryRows<T extends Record<string, unknown>>(
  database: Database,
  text: string,
  values?: unknown[],
): Promise<T[]> {
  const result = await database.sql.executeSql(text, values);
  return result.rows as T[];
}

/** Counts rows of a table (optionally filtered), e.g. countRows(db, 'leads', 'email = $1', [email]). */
export async function countRows(
  database: Database,
  table: string,
  where?: string,
  values?: unknown[],
): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    database,
    `select count(*)::int as count from ${table}${where ? ` where ${where}` : ''}`,
    values,
  );
  return Number(rows[0]?.count ?? 0);
}

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * A database to share (the file's, or a TestDatabase's connection); it stays open on close().
   * Without one the app gets a fresh database of its own, destroyed on close().
   */
  database?: Database;
  startWorkers?: boolean;
  /** Seed the demo data into an empty database, as the server does on first start. Off by default. */
  seed?: boolean;
  /** The homes dataset to load; by default 3,000 Placer and Sacramento homes of the real one. */
  homesDatasetFile?: string;
  /** The sample listings to load; by default the shipped ones (a few hundred rows load quickly). */
  listingsDatasetFile?: string;
  /** Build a --role=worker process's app: the health probes and /metrics only. */
  probesOnly?: boolean;
}

/** Builds the real app on a real database, as main.ts does, without listening. */
export async function createTestApp(envOverrides: Env = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...testEnv, ...envOverrides });
  const owned = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? owned!.database;
  // The runtime must not close the database: a shared one outlives this app, an owned one is
  // closed by destroy().
  const borrowed: Database = { ...database, close: async () => undefined };
  let runtime: Runtime;
  let app: FastifyInstance;
  try {
    runtime = await createRuntime(config, {
      database: borrowed,
      seed: options.seed ?? false,
      pollingIntervalSeconds: 0.5,
      homesDatasetFile: options.homesDatasetFile ?? testHomesDataset,
      listingsDatasetFile: options.listingsDatasetFile,
    });
  } catch (error) {
    await owned?.destroy();
    throw error;
  }
  try {
    app = await buildApp(config, runtime, { probesOnly: options.probesOnly });
    await app.ready();
    if (options.startWorkers) await runtime.startWorkers();
  } catch (error) {
    await runtime.close();
    await owned?.destroy();
    throw error;
  }
  let closed = false;
  return {
    app,
    runtime,
    config,
    database,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await runtime.close();
      await owned?.destroy();
    },
  };
}

/** Polls until `check` returns a value other than undefined, or fails after the deadline. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}

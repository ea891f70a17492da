import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Env } from '../src/config';
import { listingsDatasetPath } from '../src/modules/listings';
import { migratedDataKey } from '../src/platform/db/migrations';
import { openDatabase } from '../src/platform/db/open-database';
import { makePgliteTemplate, readPgliteTemplate, writePgliteTemplate } from '../src/platform/db/pglite-template';
import type { Database } from '../src/platform/db/types';
import { createRuntime } from '../src/runtime';
import { serverRoot } from '../src/server-paths';
import { testHomesDataset } from './fixtures/homes-dataset';

/**
 * Test databases start as copies of one made per run, as the build's sample template does for a first start:
 * PGlite's initdb, the migrations and the load of the test homes cost about 1.6 CPU seconds, a copy a tenth of
 * that. PGlite loads its copy from a dump (dumpDataDir); PostgreSQL copies a template database (CREATE DATABASE
 * ... TEMPLATE). The copies are made by the test run's global setup (global-setup.ts) and kept while what they
 * hold is unchanged: a new migration or dataset makes new ones.
 */

/**
 * The test defaults: quiet, and limits high enough that only the rate-limit and load-shedding tests meet them
 * (the usual number of requests at once still holds, so every test also shows that turns are given back).
 */
export const testEnv: Env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  LEAD_RATE_LIMIT_PER_MINUTE: '1000',
  RATE_LIMIT_PER_MINUTE: '10000',
  MAX_REQUEST_WAIT_MS: '60000',
};

/** Where the PGlite copies are kept (ignored by git). */
export const pgliteTemplatesDir = path.join(serverRoot, '../../.tmp/test-database-templates');

/** What a prepared copy holds, as a digest: change the recipe whenever how it is made changes. */
const preparedKey = () =>
  migratedDataKey('createRuntime without seeds, test homes', [testHomesDataset, listingsDatasetPath]);
/** What createTestApp's runtime does to a new database: migrations, test homes, listings, the job queue. */
async function prepare(database: Database): Promise<void> {
  const runtime = await createRuntime(loadConfig(testEnv), {
    database: { ...database, close: async () => undefined },
    seed: false,
    homesDatasetFile: testHomesDataset,
  });
  await runtime.close();
}

/** The names tests need to find the copies: the prepared PGlite copy's key, the PostgreSQL template's name. */
export interface TestDatabaseTemplates {
  pgliteKey: string;
  postgresTemplate?: string;
}

/** Makes the copies this code needs unless they exist: PGlite's always, PostgreSQL's when `postgresUrl` is set. */
export async function makeTestDatabaseTemplates(postgresUrl?: string): Promise<TestDatabaseTemplates> {
  const key = preparedKey();
  await makePgliteTemplate(pgliteTemplatesDir);
  if (!readPgliteTemplate('sample', key, pgliteTemplatesDir)) {
    const database = await openDatabase({ template: readPgliteTemplate('empty', '', pgliteTemplatesDir) });
    try {
      await prepare(database);
      await writePgliteTemplate('sample', await database.dumpDataDir!(), key, pgliteTemplatesDir);
    } finally {
      await database.close();
    }
  }
  if (!postgresUrl) return { pgliteKey: key };
  return { pgliteKey: key, postgresTemplate: await makePostgresTemplate(postgresUrl, key) };
}

/**
 * A template database on the server: made under its final name and marked a template only once prepared, so a
 * run killed half-way leaves one that is not taken for whole (the next run drops and makes it again).
 */
async function makePostgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = `roost_test_template_${key.slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ready: boolean }>(
      'select datistemplate as ready from pg_database where datname = $1',
      [name],
    );
    if (rows[0]?.ready) return name;
    await admin.query(`drop database if exists "${name}" with (force)`);
    // Templates of older code are dropped: each holds a full copy of the test data.
    const { rows: stale } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'roost_test_template_%' and datname <> $1`,
      [name],
    );
    for (const { datname } of stale) {
      await admin.query(`alter database "${datname}" is_template false`);
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${name}" is_template true`);
    return name;
  } finally {
    await admin.end();
  }
}

/** The prepared PGlite copy, read once per worker. */
let preparedPglite: Buffer | undefined;
export function preparedPgliteTemplate(key: string): Buffer {
  preparedPglite ??= readPgliteTemplate('sample', key, pgliteTemplatesDir);
  if (!preparedPglite) throw new Error('The prepared test database is missing: run the tests through vitest');
  return preparedPglite;
}

/** The empty PGlite cluster (PGlite's initdb done once), read once per worker. */
let emptyPglite: Buffer | undefined;
export function emptyPgliteTemplate(): Buffer | undefined {
  emptyPglite ??= readPgliteTemplate('empty', '', pgliteTemplatesDir);
  return emptyPglite;
}

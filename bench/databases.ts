// A fresh, empty database per driver, and its removal: a temp folder for PGlite, a new
// roost_bench_<random> database for PostgreSQL (pg comes through the server workspace).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Driver = 'pglite' | 'postgres';

export interface PreparedDatabase {
  /** Variables given to the server. */
  env: Record<string, string>;
  /** What the results file records about the database. */
  details: Record<string, unknown>;
  cleanup: () => Promise<void>;
}

/** PGlite always; PostgreSQL on the server of adminUrl (whose own database is not touched). */
export function prepareDatabase(driver: Driver, adminUrl: string | undefined): Promise<PreparedDatabase> {
  return driver === 'pglite' ? preparePglite() : preparePostgres(adminUrl ?? '');
}

const makeDataDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'roost-bench-'));
const removeDataDir = (dataDir: string) => fs.rm(dataDir, { recursive: true, force: true });

async function preparePglite(): Promise<PreparedDatabase> {
  const dataDir = await makeDataDir();
  return { env: { DATA_DIR: dataDir }, details: { dataDir }, cleanup: () => removeDataDir(dataDir) };
}

async function preparePostgres(adminUrl: string): Promise<PreparedDatabase> {
  const name = `roost_bench_${randomBytes(6).toString('hex')}`;
  const serverVersion = await withAdminClient(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
    const { rows } = await client.query('SHOW server_version');
    return String(rows[0]?.server_version ?? 'unknown');
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The server's data folder is not used with PostgreSQL, but point it at a temp dir anyway.
  const dataDir = await makeDataDir();
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    details: { database: name, server: redactUrl(adminUrl), serverVersion },
    cleanup: async () => {
      await removeDataDir(dataDir);
      await withAdminClient(adminUrl, async (client) => {
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } catch {
          await client.query(`DROP DATABASE IF EXISTS "${name}"`); // before PostgreSQL 13
        }
      });
    },
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

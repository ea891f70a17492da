import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsFolder } from '../../server-paths';
import { queryRows, type Database } from './types';

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/**
 * A digest of what a copy of a migrated database holds: `recipe` (how it was made), every migration file and `files`
 * (the datasets loaded into it). A change to any of them makes a new digest, so an old copy is never taken for one.
 */
export function migratedDataKey(recipe: string, files: readonly string[]): string {
  const hash = createHash('sha256').update(recipe);
  const migrationFiles = fs
    .readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...migrationFiles, ...files]) {
    hash.update(path.relative(migrationsFolder, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

let expectedCount: number | undefined;

/** The migrations this code ships (read once: the folder does not change while the process runs). */
export function expectedMigrationCount(): number {
  if (expectedCount === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expectedCount = journal.entries.length;
  }
  return expectedCount;
}

/** The migrations applied to the database; throws when the database does not answer (the readiness probe's query). */
export async function appliedMigrationCount(database: Database): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}

export async function migrationState(database: Database) {
  const expected = expectedMigrationCount();
  let applied = 0;
  try {
    applied = await appliedMigrationCount(database);
  } catch {
    applied = 0;
  }
  return { applied, expected, upToDate: applied === expected };
}

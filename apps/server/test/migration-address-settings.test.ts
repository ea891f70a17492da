import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/platform/db/migrations';
import { migrationsFolder } from '../src/server-paths';
import type { Database } from '../src/platform/db/types';
import { createTestDatabase, queryRows } from './test-database';

/** The migrations folder as it was before `0004` (the first four entries of the journal). */
function foldersUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

async function migrateWith(database: Database, folder: string) {
  if (database.driver === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

const testDatabase = await createTestDatabase({ empty: true });
const oldFolder = foldersUpTo(4);
afterAll(async () => {
  await testDatabase.destroy();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

describe('migration 0004: address settings move onto user addresses', () => {
  it('keeps every saved setting, never a loan balance the person entered, and drops the second table', async () => {
    const { database } = testDatabase;
    await migrateWith(database, oldFolder);
    for (const statement of [
      sql`insert into users (id, name, email) values ('u1', 'Ann', 'ann@example.com')`,
      sql`insert into address_records (id, address, state_code, source, loan_amount, loan_balance, loan_type, loan_date) values ('1-A-St-Auburn-CA', '1 A St, Auburn, CA', 'CA', 'sample', 400000, 350000, 'conventional', '2020-01-02'), ('2-B-St-Auburn-CA', '2 B St, Auburn, CA', 'CA', 'sample', 300000, 250000, 'fha', '2019-05-06')`,
      sql`insert into user_addresses (user_id, address_id, loan_balance) values ('u1', '1-A-St-Auburn-CA', 123456)`,
      sql`insert into address_settings (user_id, address_id, remove_mortgage_insurance, property_increase, property_increase_active) values ('u1', '1-A-St-Auburn-CA', false, 5, true), ('u1', '2-B-St-Auburn-CA', true, null, false), ('gone', '2-B-St-Auburn-CA', true, 9, true)`,
    ])
      await database.db.execute(statement);
    await runMigrations(database);

    const rows = await queryRows<Record<string, unknown>>(
      database,
      `select address_id, loan_balance, loan_type, remove_mortgage_insurance, property_increase, property_increase_active
       from user_addresses order by address_id`,
    );
    expect(rows).toEqual([
      {
        address_id: '1-A-St-Auburn-CA',
        loan_balance: 123456,
        loan_type: null,
        remove_mortgage_insurance: false,
        property_increase: 5,
        property_increase_active: true,
      },
      {
        address_id: '2-B-St-Auburn-CA',
        loan_balance: 250000,
        loan_type: 'fha',
        remove_mortgage_insurance: true,
        property_increase: null,
        property_increase_active: false,
      },
    ]);
    const [table] = await queryRows<{ name: string | null }>(
      database,
      `select to_regclass('public.address_settings')::text as name`,
    );
    expect(table?.name).toBeNull();
  });
});

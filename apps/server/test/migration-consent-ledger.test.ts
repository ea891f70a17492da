import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { consentStatements, PRE_LEDGER_STATEMENT_ID } from '@roost/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/platform/db/migrations';
import { migrationsFolder } from '../src/server-paths';
import type { Database } from '../src/platform/db/types';
import { consentedPhones } from '../src/modules/contacts';
import { createTestDatabase, queryRows } from './test-database';

/** The migrations folder as it was before the consent ledger's migration (whatever number it was given). */
function folderBeforeLedger(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const ledger = journal.entries.findIndex((entry) => entry.tag.endsWith('_consent_ledger'));
  expect(ledger).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, ledger) }));
  return folder;
}

async function migrateWith(database: Database, folder: string) {
  if (database.driver === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

const testDatabase = await createTestDatabase({ empty: true });
const oldFolder = folderBeforeLedger();
afterAll(async () => {
  await testDatabase.destroy();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

describe('the consent ledger migration', () => {
  it("gives every contact of a launched campaign an upload grant marked as recorded before the ledger, in the sender's scope", async () => {
    const { database } = testDatabase;
    await migrateWith(database, oldFolder);
    for (const statement of [
      sql`insert into teams (id, name, type, address, city, state, zip_code) values
          ('org-1', 'Org One', 'Organization', '1 A St', 'Auburn', 'CA', '95603'),
          ('branch-1', 'Branch One', 'Branch', '1 A St', 'Auburn', 'CA', '95603')`,
      sql`update teams set parent_id = 'org-1' where id = 'branch-1'`,
      sql`insert into team_users (id, team_id, user_id, name, email, role) values
          ('tu-1', 'branch-1', 'officer-1', 'Leo', 'leo@example.com', 'Loanofficer')`,
      sql`insert into memberships (id, user_id, team_id, team_user_id, role) values
          ('m-1', 'officer-1', 'branch-1', 'tu-1', 'loanofficer')`,
      sql`insert into campaigns (id, name, type, status, owner_id, team_id, created_date) values
          ('c-org', 'Spring refinance', 'Refi', 'completed', 'officer-1', 'branch-1', '2026-03-02T17:00:00Z'),
          ('c-solo', 'Solo', 'Refi', 'new', 'solo-1', null, '2026-04-02T17:00:00Z'),
          ('c-unpaid', 'Never paid', 'Refi', 'unpaid', 'officer-1', null, '2026-05-02T17:00:00Z')`,
      sql`insert into campaign_contacts (id, campaign_id, phone_number) values
          ('cc-1', 'c-org', '+19165550801'), ('cc-2', 'c-org', '+19165550802'),
          ('cc-3', 'c-solo', '+19165550803'), ('cc-4', 'c-unpaid', '+19165550804')`,
      sql`insert into contact_imports (id, user_id, suppression_scope, file_name, encoding, campaign_id) values
          ('i-1', 'officer-1', 'org:org-1', 'spring.csv', 'utf-8', 'c-org')`,
    ])
      await database.db.execute(statement);
    await runMigrations(database);

    expect(
      await queryRows(
        database,
        `select scope, phone, effect, kind, campaign_id, campaign_name, file_name, row_number, actor_id,
                statement_id, recorded_before_ledger, occurred_at
         from consent_events order by phone`,
      ),
    ).toEqual([
      {
        scope: 'org:org-1',
        phone: '+19165550801',
        effect: 'grant',
        kind: 'upload',
        campaign_id: 'c-org',
        campaign_name: 'Spring refinance',
        file_name: 'spring.csv',
        row_number: null,
        actor_id: 'officer-1',
        statement_id: PRE_LEDGER_STATEMENT_ID,
        recorded_before_ledger: true,
        occurred_at: expect.anything(),
      },
      expect.objectContaining({ scope: 'org:org-1', phone: '+19165550802', campaign_id: 'c-org' }),
      expect.objectContaining({
        scope: 'user:solo-1',
        phone: '+19165550803',
        campaign_id: 'c-solo',
        file_name: null,
        actor_id: 'solo-1',
      }),
    ]);
    expect(
      await queryRows(database, 'select text from consent_statements where id = $1', [PRE_LEDGER_STATEMENT_ID]),
    ).toEqual([{ text: consentStatements[PRE_LEDGER_STATEMENT_ID] }]);
    // The backfilled numbers may still be texted by the campaigns that had them.
    expect(await consentedPhones(database.db, 'org:org-1', ['+19165550801', '+19165550804'])).toEqual(
      new Set(['+19165550801']),
    );
  });
});

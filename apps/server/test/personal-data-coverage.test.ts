import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../src/modules/registry';
import { runMigrations } from '../src/platform/db/migrations';
import { createTestDatabase, queryRows, type TestDatabase } from './test-database';

/**
 * Every table with a column that holds personal data (a name, an e-mail, a phone number, an account id, a
 * network address, a text someone wrote) is declared by the module that owns it in its descriptor's `personalData`,
 * with what an erasure does to it: a table added later without a declaration fails here, so a privacy request can
 * never silently miss it. Columns are read from the migrated database, so a column added by a migration counts too.
 */
const PERSONAL_COLUMN =
  /^(.*_)?(name|first_name|last_name|middle_name|email|phone|phone_number|raw_phone|to_number|from_number|to|user_id|owner_id|actor_id|actor_label|created_by|sent_by|claimed_by|collaborator_id|ip_address|user_agent|identifier|person|message|body|address|contact)$/;

/** Tables whose matching columns are not about a person, with the reason. */
const NOT_PERSONAL: Record<string, string> = {
  teams: "An organization's or branch's name and business address",
  homes: 'Property records of the regional dataset (public records, no owner named)',
  address_records: 'Property records looked up by address (public records, no owner named)',
  listings: 'Home listings of the MLS (the listing agent is named in public)',
  message_templates: 'The catalogue of message templates (their name and text)',
  listing_sync_state: 'Bookkeeping of the listings feed',
  purchase_options_cache: 'Computed purchase options per payment',
  rate_sheets: 'Rate sheets of lenders',
  pmms_weeks: 'Published mortgage rates',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.database);
});
afterAll(() => database.destroy());

const declared = new Map(
  serverModules.flatMap((module) =>
    Object.entries(module.personalData?.tables ?? {}).map(([table, erasure]) => [table, { module, erasure }] as const),
  ),
);

describe('personal data coverage', () => {
  it('declares every table with a personal column in some module, or lists it here as not personal', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      database.database,
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const personal = new Map<string, string[]>();
    for (const { table_name: table, column_name: column } of columns) {
      if (PERSONAL_COLUMN.test(column)) personal.set(table, [...(personal.get(table) ?? []), column]);
    }
    const missing = [...personal]
      .filter(([table]) => !declared.has(table) && !(table in NOT_PERSONAL))
      .map(([table, found]) => `${table} (${found.join(', ')})`);
    expect(missing, 'tables with personal columns no module declares in its personalData').toEqual([]);
    // No declaration or exception outlives its table.
    const tables = new Set(columns.map((row) => row.table_name));
    expect([...declared.keys(), ...Object.keys(NOT_PERSONAL)].filter((table) => !tables.has(table))).toEqual([]);
  });

  it('gives every module that erases a table an eraser, and every kept table a reason', () => {
    for (const [table, { module, erasure }] of declared) {
      if ('kept' in erasure) expect(erasure.kept.length, table).toBeGreaterThan(20);
      else
        expect(
          module.personalData?.person?.erase ?? module.personalData?.contact?.erase,
          `${module.name}: ${table}`,
        ).toBeDefined();
    }
  });
});

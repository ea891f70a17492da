import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_READ_TABLES } from '../../modules/campaigns';
import { ADDRESS_RECORD_TABLES } from '../../modules/home/testing';
import { RATES_READ_TABLES } from '../../modules/home';
import { HOME_REPORT_READ_TABLES, OPPORTUNITY_READ_TABLES, PIPELINE_READ_TABLES } from '../../modules/leads';
import { LISTING_READ_TABLES } from '../../modules/organizations';
import { CONVERSATION_READ_TABLES } from '../../modules/messaging/testing';
import { SESSION_READ_TABLES } from '../../modules/user/testing';
import {
  createTestDatabase,
  testDriver,
  useTestDatabase,
  waitFor,
  type TestDatabase,
} from '../../../test/test-database';
import { CHANGE_CHANNEL, ChangeFeed, listenForChanges, tablesWritten, type ChangedTables } from './change-feed';
import { runMigrations } from './migrations';
import { queryRows } from './types';

/**
 * The change feed: which tables a process is told changed, and when. Its own writes before they resolve (so a reply
 * after a write is never older than it), and nothing for a write that changed no row or was rolled back.
 */
const testDb = useTestDatabase();
beforeAll(() => runMigrations(testDb.database));
/** Lets the notices of earlier writes arrive (PostgreSQL sends them on another connection, a little later). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const told = (feed: ChangeFeed) => {
  const changes: ChangedTables[] = [];
  feed.onChange((changed) => changes.push(changed));
  const tables = () => changes.flatMap((changed) => (changed === 'all' ? ['all'] : [...changed]));
  return { tables, clear: () => changes.splice(0) };
};

describe('the tables a statement writes', () => {
  it('reads drizzle statements, WITH statements and other schemas', () => {
    expect(tablesWritten('insert into "campaigns" ("id") values ($1)')).toEqual(['campaigns']);
    expect(tablesWritten('update "message_groups" set "group_status" = $1 where "id" = $2')).toEqual([
      'message_groups',
    ]);
    expect(tablesWritten('DELETE FROM sessions WHERE token = $1')).toEqual(['sessions']);
    expect(tablesWritten('with gone as (delete from "team_users" where id = $1) update "users" set x = 1')).toEqual([
      'team_users',
      'users',
    ]);
    expect(tablesWritten('insert into public.campaigns values (1)')).toEqual(['campaigns']);
    expect(tablesWritten('insert into pgboss.job (name) values ($1)')).toEqual([]);
    expect(tablesWritten('select * from "campaigns" where "id" = $1')).toEqual([]);
  });
});

describe('the feed of a database', () => {
  it('is live once listening', () => {
    expect(testDb.database.changes.live).toBe(true);
  });

  it("tells this process's writes before they resolve, and only writes that changed a row", async () => {
    const { db, sql: raw, changes } = testDb.database;
    const feed = told(changes);
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (id, name, email) values (gen_random_uuid()::text, 'Feed', ${`feed-${Date.now()}@example.com`})
          returning id`,
    );
    expect(feed.tables()).toContain('users');
    feed.clear();

    await raw.executeSql('update users set name = $1 where id = $2', ['Feed 2', user!.id]);
    expect(feed.tables()).toContain('users');
    await settle();
    feed.clear();

    await raw.executeSql('update users set name = $1 where id = $2', ['nobody', 'no-such-user']);
    await raw.executeSql('update homes set zip = zip where false', []);
    expect(feed.tables()).toEqual([]);
  });

  it('tells a transaction once it commits, and nothing of one rolled back', async () => {
    const { db, changes } = testDb.database;
    const feed = told(changes);
    const [user] = await queryRows<{ id: string }>(db, sql`select id from users limit 1`);
    await settle();
    await db.transaction(async (tx) => {
      await queryRows(tx, sql`update users set name = 'In a transaction' where id = ${user!.id} returning id`);
      expect(feed.tables()).toEqual([]);
    });
    expect(feed.tables()).toContain('users');
    await settle();
    feed.clear();

    await expect(
      db.transaction(async (tx) => {
        await queryRows(tx, sql`update users set name = 'Rolled back' where id = ${user!.id} returning id`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(feed.tables()).toEqual([]);
  });

  it('watches every table a cached read comes from', async () => {
    const watched = await queryRows<{ table: string }>(
      testDb.database.db,
      sql`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'roost_changes'`,
    );
    const tables = new Set(watched.map((row) => row.table));
    const cached = [
      ...SESSION_READ_TABLES,
      ...CAMPAIGN_READ_TABLES,
      ...CONVERSATION_READ_TABLES,
      ...ADDRESS_RECORD_TABLES,
      ...PIPELINE_READ_TABLES,
      ...OPPORTUNITY_READ_TABLES,
      ...RATES_READ_TABLES,
      ...LISTING_READ_TABLES,
      ...HOME_REPORT_READ_TABLES,
    ];
    for (const table of cached) {
      expect(tables, table).toContain(table);
    }
  });
});

describe('a feed going down and up', () => {
  it('forgets everything each time, and is not live in between', () => {
    const feed = new ChangeFeed();
    const seen = told(feed);
    feed.setLive(true);
    feed.setLive(false);
    expect(feed.live).toBe(false);
    expect(seen.tables()).toEqual(['all', 'all']);
  });
});

describe.skipIf(testDriver !== 'postgres')('a listening connection that hears nothing', () => {
  let own: TestDatabase;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own.destroy());
  /** Sends a probe's notice on a connection of its own, to the feed's channel or, as a deaf pooler would, nowhere. */
  const sender = (heard: () => boolean) => async (payload: string) => {
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    try {
      await client.query('select pg_notify($1, $2)', [heard() ? CHANGE_CHANNEL : 'roost_nobody', payload]);
    } finally {
      await client.end();
    }
  };

  it('keeps the feed down: nothing is cached while another process could change what was', async () => {
    const feed = new ChangeFeed();
    const listener = await listenForChanges(own.url!, feed, { probeTimeoutMs: 200, sendProbe: sender(() => false) });
    try {
      expect(feed.live).toBe(false);
    } finally {
      await listener.stop();
    }
  });

  it('takes a live feed down once its probe goes unheard, forgetting everything, and up again once heard', async () => {
    let heard = true;
    const feed = new ChangeFeed();
    const seen = told(feed);
    const listener = await listenForChanges(own.url!, feed, {
      probeTimeoutMs: 1_000,
      probeEveryMs: 200,
      sendProbe: sender(() => heard),
    });
    try {
      expect(feed.live).toBe(true);
      seen.clear();
      heard = false;
      await waitFor(async () => (feed.live ? undefined : true), { timeoutMs: 5_000, intervalMs: 10, what: 'down' });
      expect(seen.tables()).toEqual(['all']);
      heard = true;
      await waitFor(async () => (feed.live ? true : undefined), { timeoutMs: 10_000, intervalMs: 10, what: 'up' });
      // The triggers' notices are still told once live again.
      seen.clear();
      await own.database.sql.executeSql(`select pg_notify('${CHANGE_CHANNEL}', 'campaigns')`);
      await waitFor(async () => (seen.tables().includes('campaigns') ? true : undefined), { timeoutMs: 2_000 });
    } finally {
      await listener.stop();
    }
  });
});

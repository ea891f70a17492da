import type { Campaign, CampaignList, Team } from '@roost/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/open-database';
import type { Database } from '../src/platform/db/types';
import { organizationFactory } from '../src/modules/organizations/testing';
import { get, identityEnv, post, sessionOf, sessionUser, signedInAs, type Person } from './identity-helpers';
import {
  createTestApp,
  createTestDatabase,
  testDriver,
  waitFor,
  type TestApp,
  type TestDatabase,
} from './test-database';

/**
 * The session check and the workspace's reads are cached until their data changes (db/change-feed.ts): what a
 * person sees is never older than a change made through this server, and a change made anywhere else (another
 * server process, a person at the database) shows within moments. While the feed is down nothing is cached.
 */
let testDb: TestDatabase;
let t: TestApp;
let orgAdmin: Person;
let manager: Person;
let officer: Person;
let branch: Team;

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await createTestApp(identityEnv, { database: testDb.database });
  const make = organizationFactory(t.runtime);
  orgAdmin = await signedInAs(t, ['user', 'orgadmin']);
  manager = await signedInAs(t, ['user']);
  officer = await signedInAs(t, ['user', 'campaigns']);
  const organization = await make.organization(sessionOf(orgAdmin, ['orgadmin']), { name: 'Sierra' });
  branch = await make.branch(sessionOf(orgAdmin, ['orgadmin']), organization.id, { name: 'Roseville' });
  await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { role: 'Manager', email: manager.email });
  await make.member(sessionOf(orgAdmin, ['orgadmin']), branch.id, { email: officer.email });
});
afterAll(async () => {
  await t.close();
  await testDb.destroy();
});

const names = async (app: TestApp, person: Person) => {
  const reply = await get(app, '/api/site/campaigns', person.cookie);
  expect(reply.statusCode).toBe(200);
  return reply.json<CampaignList>().results.map((campaign) => campaign.name);
};
const create = async (app: TestApp, name: string) => {
  const reply = await post(app, '/api/site/campaign', { name, type: 'Refi' }, officer.cookie);
  expect(reply.statusCode).toBe(201);
  const campaign = reply.json<Campaign>();
  // Past payment, so the manager of its branch reaches it too.
  await app.database.sql.executeSql(`update campaigns set status = 'new' where id = $1`, [campaign.id]);
  return campaign;
};

describe('through this server', () => {
  it('a signed-out session is refused at once, though its check was cached', async () => {
    const person = await signedInAs(t);
    expect(await sessionUser(t, person.cookie)).toMatchObject({ email: person.email });
    expect(await sessionUser(t, person.cookie)).toMatchObject({ email: person.email });
    expect((await post(t, '/api/auth/sign-out', undefined, person.cookie)).statusCode).toBe(200);
    expect(await sessionUser(t, person.cookie)).toBeNull();
    expect((await get(t, `/api/user/user/${person.id}`, person.cookie)).statusCode).toBe(401);
  });

  it('a new campaign is listed at once, and a manager taken off the branch stops seeing it at once', async () => {
    expect(await names(t, officer)).toEqual([]);
    expect(await names(t, manager)).toEqual([]);
    await create(t, 'Spring refinance');
    expect(await names(t, officer)).toEqual(['Spring refinance']);
    expect(await names(t, manager)).toEqual(['Spring refinance']);
    expect(await names(t, manager)).toEqual(['Spring refinance']);

    await t.database.sql.executeSql('delete from memberships where user_id = $1', [manager.id]);
    await t.database.sql.executeSql('delete from team_users where user_id = $1', [manager.id]);
    expect(await names(t, manager)).toEqual([]);
  });
});

describe('one caller’s cached reply', () => {
  it('is never another caller’s: someone outside the organization gets their own list and 404s', async () => {
    const outsider = await signedInAs(t, ['user', 'campaigns']);
    const campaign = await create(t, 'Officer only');
    const contactsUrl = `/api/site/campaign/${campaign.id}/contacts`;
    // Cached for the officer first.
    expect(await names(t, officer)).toContain('Officer only');
    expect((await get(t, contactsUrl, officer.cookie)).statusCode).toBe(200);
    expect((await get(t, contactsUrl, officer.cookie)).statusCode).toBe(200);

    expect(await names(t, outsider)).toEqual([]);
    expect((await get(t, contactsUrl, outsider.cookie)).statusCode).toBe(404);
    expect((await get(t, contactsUrl)).statusCode).toBe(401);
  });
});

describe.skipIf(testDriver !== 'postgres')('through another server process on the same database', () => {
  let otherDatabase: Database;
  let other: TestApp;
  beforeAll(async () => {
    otherDatabase = await openDatabase({ databaseUrl: testDb.url, poolSize: 2 });
    other = await createTestApp(identityEnv, { database: otherDatabase });
  });
  afterAll(async () => {
    await other.close();
    await otherDatabase.close();
  });

  it("shows the other process's new campaign and its sign-out within moments", async () => {
    const before = await names(t, officer);
    await create(other, 'Summer purchase');
    await waitFor(async () => ((await names(t, officer)).includes('Summer purchase') ? true : undefined), {
      timeoutMs: 2_000,
      intervalMs: 20,
      what: 'the other process’s campaign',
    });
    expect((await names(t, officer)).length).toBe(before.length + 1);

    const person = await signedInAs(t);
    expect(await sessionUser(t, person.cookie)).toMatchObject({ email: person.email });
    expect((await post(other, '/api/auth/sign-out', undefined, person.cookie)).statusCode).toBe(200);
    await waitFor(async () => ((await sessionUser(t, person.cookie)) === null ? true : undefined), {
      timeoutMs: 2_000,
      intervalMs: 20,
      what: 'the session ended in the other process',
    });
  });

  it('listens again after losing its connection, and then forgets what it was not told', async () => {
    const person = await signedInAs(t);
    expect(await sessionUser(t, person.cookie)).toMatchObject({ email: person.email });
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    try {
      // Every listening connection on this database is cut, as a network fault or failover would, in the
      // transaction that ends the person's sessions: its notice goes to nobody.
      await admin.query('begin');
      await admin.query('delete from sessions where user_id = $1', [person.id]);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
      );
      await admin.query('commit');
      await waitFor(async () => (t.database.changes.live ? undefined : true), { timeoutMs: 2_000, intervalMs: 5 });
      await waitFor(async () => (t.database.changes.live ? true : undefined), { timeoutMs: 5_000, intervalMs: 20 });
      expect(await sessionUser(t, person.cookie)).toBeNull();
    } finally {
      await admin.end();
    }
  });
});

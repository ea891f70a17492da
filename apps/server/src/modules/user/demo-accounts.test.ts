import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '.';
import type { Team, TeamUser } from '@roost/domain';
import { cookieFrom, get, identityEnv, signIn } from '../../../test/identity-helpers';
import { countRows, createTestApp, createTestDatabase, type TestApp } from '../../../test/test-database';

/** One demo account per persona in development and demo mode; never in production. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('demo accounts', () => {
  it('are created on a seeded development server and sign in with the demo password', async () => {
    t = await createTestApp(identityEnv, { seed: true });
    expect(demoAccounts).toHaveLength(6);
    for (const account of demoAccounts) {
      const response = await signIn(t, account.email, DEMO_PASSWORD);
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json().user).toMatchObject({
        email: account.email,
        name: account.name,
        status: 'active',
        roles: account.roles,
      });
    }
    expect((await signIn(t, demoAccounts[0]!.email, 'Wrong1pass')).statusCode).toBe(401);
  });

  it("come with the demo organization: two branches, the manager and loan officer, and the officer's partners", async () => {
    const shared = await createTestDatabase();
    onTestFinished(() => shared.destroy());
    t = await createTestApp(identityEnv, { seed: true, database: shared.database });
    const cookieOf = async (email: string) => cookieFrom(await signIn(t!, email, DEMO_PASSWORD));
    const otto = await cookieOf('orgadmin@demo.roost.local');
    const [organization] = (await get(t, '/api/site/teams?type=Organization', otto)).json() as Team[];
    expect(organization?.name).toBe('Sierra Home Lending');
    const detail = (await get(t, `/api/site/team/${organization!.id}`, otto)).json() as { teams: Team[] };
    expect(detail.teams.map((branch) => branch.name)).toEqual(['Roseville Branch', 'Auburn Branch']);
    const members = (await get(t, `/api/site/team/${detail.teams[0]!.id}/users`, otto)).json() as TeamUser[];
    expect(members.map((member) => [member.name, member.role])).toEqual([
      ['Otto Orgadmin', 'creator'],
      ['Bea Branchmanager', 'Manager'],
      ['Leo Loanofficer', 'Loanofficer'],
    ]);
    // Leo sees his own partners; the realtors' ZIP codes are comma lists.
    const leo = await cookieOf('loanofficer@demo.roost.local');
    const partners = (await get(t, `/api/site/team/user/${members[2]!.id}/users`, leo)).json() as TeamUser[];
    expect(partners.map((partner) => partner.role).sort()).toEqual([
      'assistance',
      'assistance',
      'realtor',
      'realtor',
      'solar',
    ]);
    expect(partners.filter((partner) => partner.role === 'realtor').map((partner) => partner.meta)).toEqual([
      '95630,95746,95650',
      '95661,95678',
    ]);
    // Seeding again leaves it as it is.
    await t.close();
    t = await createTestApp(identityEnv, { seed: true, database: shared.database });
    expect(await countRows(t.database, 'teams', "type = 'Organization'")).toBe(1);
  });

  it('are not created in production mode, even when seeding', async () => {
    t = await createTestApp(
      {
        ...identityEnv,
        APP_MODE: 'production',
        SESSION_SECRET: 'a-real-production-session-secret-0123456789',
        LEAD_WEBHOOK_SECRET: 'a-real-production-webhook-secret-0123456789',
        OPT_OUT_HASH_SECRET: 'a-real-production-opt-out-hash-secret-0123456789',
      },
      { seed: true },
    );
    expect(t.config.mode).toBe('production');
    // The seed did run (sample leads are there); only the accounts are held back.
    expect(await countRows(t.database, 'leads')).toBeGreaterThan(0);
    const emails = demoAccounts.map((account) => account.email);
    expect(await countRows(t.database, 'users', 'email = any($1)', [emails])).toBe(0);
    for (const email of emails) {
      expect((await signIn(t, email, DEMO_PASSWORD)).statusCode).toBe(401);
    }
  });
});

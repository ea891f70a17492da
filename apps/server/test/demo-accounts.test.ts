import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../src/modules/user';
import { identityEnv, signIn } from './identity-helpers';
import { countRows, createTestApp, type TestApp } from './test-database';

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

  it('are not created in production mode, even when seeding', async () => {
    t = await createTestApp(
      {
        ...identityEnv,
        APP_MODE: 'production',
        SESSION_SECRET: 'a-real-production-session-secret-0123456789',
        LEAD_WEBHOOK_SECRET: 'a-real-production-webhook-secret-0123456789',
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

import { authMessages } from '@roost/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, post, signedInAs, signIn, signUp, uniqueEmail } from '../../../../test/identity-helpers';
import { createTestApp, type TestApp, useTestDatabase } from '../../../../test/test-database';

/**
 * Sign-in, code and recovery attempts are counted per client address and per address-and-e-mail
 * pair in the database, in 15-minute windows; sending codes gets half the allowance. The tests stand
 * behind a trusted proxy (127.0.0.1) so X-Forwarded-For names the client.
 */
const shared = useTestDatabase();
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(limits: { perEmail: number; perAddress: number }) {
  const t = await createTestApp(
    {
      AUTH_RATE_LIMIT_PER_EMAIL: String(limits.perEmail),
      AUTH_RATE_LIMIT_PER_ADDRESS: String(limits.perAddress),
      TRUST_PROXY: '127.0.0.1',
    },
    { database: shared.database },
  );
  apps.push(t);
  // Each test starts with no attempts counted (the apps share one database and 127.0.0.1).
  await shared.database.sql.executeSql('delete from rate_limit_hits');
  return t;
}

beforeEach(async () => {
  // The counters use fixed 15-minute windows; a burst that straddles a window edge would start afresh.
  const windowMs = 15 * 60 * 1000;
  const untilEdge = windowMs - (Date.now() % windowMs);
  if (untilEdge < 5_000) await new Promise((resolve) => setTimeout(resolve, untilEdge + 100));
});

const from = (address: string) => ({ 'x-forwarded-for': address });

function expectTooMany(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(response.json().retryAfterSeconds).toBe(retryAfter);
  expect(response.json().errorMessage).toBe('Too many attempts. Please wait a few minutes and try again.');
  expect(response.json().errorMessage).toBe(authMessages.tooManyAttempts);
}

describe('auth rate limits', () => {
  it('refuses the 4th sign-in for one e-mail from one address when 3 are allowed; the owner elsewhere still signs in', async () => {
    const t = await appWith({ perEmail: 3, perAddress: 1000 });
    const target = await signedInAs(t);
    const attacker = from('10.0.1.1');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(t, target.email, 'Wrong1pass', attacker)).statusCode).toBe(401);
    }
    expectTooMany(await signIn(t, target.email, 'Wrong1pass', attacker));
    // The hammering address stays refused, even with the right password, until the window passes.
    expectTooMany(await signIn(t, target.email, PASSWORD, attacker));
    // The owner, from their own address, is not locked out.
    expect((await signIn(t, target.email, PASSWORD, from('10.0.1.2'))).statusCode).toBe(200);

    const other = await signedInAs(t);
    expect((await signIn(t, other.email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('counts per client address across e-mails; another address still gets in', async () => {
    const t = await appWith({ perEmail: 1000, perAddress: 3 });
    const person = await signedInAs(t, ['user'], { email: uniqueEmail('addr') });
    const crowded = from('10.0.2.2');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(t, uniqueEmail('spray'), PASSWORD, crowded)).statusCode).toBe(401);
    }
    expectTooMany(await signIn(t, person.email, PASSWORD, crowded));
    expect((await signIn(t, person.email, PASSWORD, from('10.0.2.3'))).statusCode).toBe(200);
  });

  it('gives resend-code half the allowance per address and e-mail', async () => {
    const t = await appWith({ perEmail: 4, perAddress: 1000 });
    const email = uniqueEmail('resend');
    const headers = from('10.0.3.1');
    expect((await post(t, '/api/auth/resend-code', { email }, undefined, headers)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/resend-code', { email }, undefined, headers)).statusCode).toBe(200);
    expectTooMany(await post(t, '/api/auth/resend-code', { email }, undefined, headers));
    // Sign-in keeps its full allowance of 4 for another e-mail from the same address.
    const other = uniqueEmail('full');
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn(t, other, PASSWORD, headers)).statusCode).toBe(401);
    }
    expectTooMany(await signIn(t, other, PASSWORD, headers));
  });

  it('gives forgot-password half the allowance per address and e-mail, for unknown e-mails too', async () => {
    const t = await appWith({ perEmail: 4, perAddress: 1000 });
    const headers = from('10.0.4.1');
    const owner = await signedInAs(t);
    for (const email of [owner.email, uniqueEmail('unknown')]) {
      expect((await post(t, '/api/auth/forgot-password', { email }, undefined, headers)).statusCode).toBe(200);
      expect((await post(t, '/api/auth/forgot-password', { email }, undefined, headers)).statusCode).toBe(200);
      expectTooMany(await post(t, '/api/auth/forgot-password', { email }, undefined, headers));
    }
    // Someone else's requests do not block the owner's own reset.
    const own = await post(t, '/api/auth/forgot-password', { email: owner.email }, undefined, from('10.0.4.2'));
    expect(own.statusCode).toBe(200);
  });

  it('gives code sending half the allowance per address', async () => {
    const t = await appWith({ perEmail: 1000, perAddress: 4 });
    const headers = from('10.0.5.1');
    const sendTo = () => post(t, '/api/auth/forgot-password', { email: uniqueEmail('spray') }, undefined, headers);
    expect((await sendTo()).statusCode).toBe(200);
    expect((await sendTo()).statusCode).toBe(200);
    expectTooMany(await sendTo());
    expectTooMany(
      await post(
        t,
        '/api/auth/sign-up',
        { name: 'N', email: uniqueEmail('late'), password: PASSWORD },
        undefined,
        headers,
      ),
    );
    expect((await signUp(t, { email: uniqueEmail('elsewhere') })).statusCode).toBe(201);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so rotating it bypasses nothing', async () => {
    const t = await createTestApp(
      { AUTH_RATE_LIMIT_PER_EMAIL: '1000', AUTH_RATE_LIMIT_PER_ADDRESS: '3' },
      { database: shared.database },
    );
    apps.push(t);
    await shared.database.sql.executeSql('delete from rate_limit_hits');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(t, uniqueEmail('spray'), PASSWORD, from(`10.9.0.${attempt}`))).statusCode).toBe(401);
    }
    expectTooMany(await signIn(t, uniqueEmail('spray'), PASSWORD, from('10.9.0.99')));
    const logged = await shared.database.sql.executeSql(
      `select data->>'ip' as ip from core_logs where source = 'login' order by created_at desc limit 1`,
    );
    expect((logged.rows[0] as { ip: string }).ip).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names', async () => {
    const t = await appWith({ perEmail: 1000, perAddress: 3 });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(t, uniqueEmail('spray'), PASSWORD, from('10.9.1.1'))).statusCode).toBe(401);
    }
    expectTooMany(await signIn(t, uniqueEmail('spray'), PASSWORD, from('10.9.1.1')));
    expect((await signIn(t, uniqueEmail('spray'), PASSWORD, from('10.9.1.2'))).statusCode).toBe(401);
  });
});

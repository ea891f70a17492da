import { createHash } from 'node:crypto';
import { authMessages } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  get,
  identityEnv,
  PASSWORD,
  post,
  put,
  sessionUser,
  setCookies,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../../test/test-database';

/** Sign-in: trimming, refusals that say nothing more than 'Error logging in', deleted users, bearer tokens. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
  admin = await signedInAs(t, ['user', 'admin']);
});
afterAll(() => t.close());

async function loginErrorsFor(email: string) {
  const rows = await queryRows<{ data: { email: string } }>(
    t.database,
    `select data from core_logs where source = 'login' and action = 'error'`,
  );
  return rows.filter((row) => row.data.email === email);
}

describe('sign-in', () => {
  it('trims the e-mail and ignores its case, and compares the password exactly as typed', async () => {
    const email = uniqueEmail('admin');
    await signedInAs(t, ['user'], { email });
    const response = await signIn(t, ` A${email.slice(1)} `, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, status: 'active' });
    expect(await sessionUser(t, cookieFrom(response))).toMatchObject({ email });
    expect((await signIn(t, email, ` ${PASSWORD} `)).statusCode).toBe(401);
  });

  it("answers a wrong password with 401 'Error logging in', no cookie, and a core log entry", async () => {
    const { email } = await signedInAs(t);
    const response = await signIn(t, email, 'Wrong1pass');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'SIGN_IN_FAILED', errorMessage: authMessages.errorLoggingIn });
    expect(setCookies(response)).toEqual([]);
    expect(await loginErrorsFor(email)).toHaveLength(1);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const email = uniqueEmail('nobody');
    const response = await signIn(t, email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'SIGN_IN_FAILED', errorMessage: authMessages.errorLoggingIn });
    expect(await loginErrorsFor(email)).toHaveLength(1);
  });

  it('signs out: the session cookie stops working', async () => {
    const person = await signedInAs(t);
    const response = await post(t, '/api/auth/sign-out', undefined, person.cookie);
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(t, person.cookie)).toBeNull();
  });
});

describe('a deleted user', () => {
  it('cannot sign in, and their open session ends', async () => {
    const person = await signedInAs(t);
    expect(await sessionUser(t, person.cookie)).toMatchObject({ id: person.id });

    const deleted = await put(t, `/api/user/user/${person.id}`, { status: 'delete' }, admin.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().status).toBe('delete');

    expect(await sessionUser(t, person.cookie)).toBeNull();
    const own = await get(t, `/api/user/user/${person.id}`, person.cookie);
    expect(own.statusCode).toBe(401);

    const again = await signIn(t, person.email);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'SIGN_IN_FAILED', errorMessage: authMessages.errorLoggingIn });
    expect(setCookies(again)).toEqual([]);
    expect(await loginErrorsFor(person.email)).toHaveLength(1);
  });
});

describe('bearer tokens', () => {
  it('accepts the set-auth-token of a sign-in as Authorization: Bearer, without cookies or origin', async () => {
    const person = await signedInAs(t);
    const response = await signIn(t, person.email);
    const token = response.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    expect(String(response.headers['access-control-expose-headers'])).toContain('set-auth-token');
    const authorization = `Bearer ${String(token)}`;

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user/user/${person.id}`,
      headers: { authorization },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: person.id, email: person.email });

    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/user/user/${person.id}`,
      headers: { authorization },
      payload: { name: 'Bearer Name' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.json().name).toBe('Bearer Name');

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/user/${admin.id}`,
      headers: { authorization },
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses the bare token without its signature', async () => {
    const person = await signedInAs(t, ['user'], { email: uniqueEmail('bare') });
    const signedIn = await signIn(t, person.email);
    const bare = String(signedIn.headers['set-auth-token']).split('.')[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/user/${person.id}`,
      headers: { authorization: `Bearer ${bare}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a made-up bearer token', async () => {
    const person = await signedInAs(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/user/${person.id}`,
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions in the database', () => {
  const sessionRows = (userId: string) =>
    queryRows<{ token: string }>(t.database, 'select token from sessions where user_id = $1', [userId]);

  it('keeps only a digest of the token: the stored value signs nobody in, as cookie or as bearer', async () => {
    const person = await signedInAs(t);
    const cookieToken = decodeURIComponent(/roost\.session_token=([^;]+)/.exec(person.cookie)![1]!).split('.')[0]!;
    const [row] = await sessionRows(person.id);
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token).not.toContain(cookieToken);
    expect(row!.token).toBe(createHash('sha256').update(cookieToken).digest('hex'));
    expect(await sessionUser(t, `roost.session_token=${row!.token}`)).toBeNull();
    for (const value of [row!.token, `hashed:${row!.token}`]) {
      const asBearer = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${value}` },
      });
      expect(asBearer.json().user).toBeNull();
    }
    expect(await sessionUser(t, person.cookie)).toMatchObject({ id: person.id });
  });

  it('ends a session after 12 hours unused, and 7 days after sign-in even when used', async () => {
    const idle = await signedInAs(t);
    await t.database.sql.executeSql(
      `update sessions set expires_at = now() - interval '1 second', updated_at = now() - interval '12 hours' where user_id = $1`,
      [idle.id],
    );
    expect(await sessionUser(t, idle.cookie)).toBeNull();

    const old = await signedInAs(t);
    await t.database.sql.executeSql(
      `update sessions set created_at = now() - interval '7 days 1 minute' where user_id = $1`,
      [old.id],
    );
    expect(await sessionUser(t, old.cookie)).toBeNull();
    expect(await sessionRows(old.id)).toHaveLength(0);
  });

  it('renews the cookie of a session in use, pushing its idle end out', async () => {
    const person = await signedInAs(t);
    await t.database.sql.executeSql(
      `update sessions set expires_at = now() + interval '11 hours', updated_at = now() - interval '1 hour' where user_id = $1`,
      [person.id],
    );
    const response = await get(t, `/api/user/user/${person.id}`, person.cookie);
    expect(response.statusCode).toBe(200);
    expect(setCookies(response).find((cookie) => cookie.startsWith('roost.session_token='))).toMatch(/Max-Age=43200/i);
    const [row] = await queryRows<{ hours: number }>(
      t.database,
      `select extract(epoch from expires_at - now()) / 3600 as hours from sessions where user_id = $1`,
      [person.id],
    );
    expect(Number(row!.hours)).toBeGreaterThan(11.9);
  });
});

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
} from './identity-helpers';
import { createTestApp, queryRows, type TestApp } from './test-database';

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
  it('trims the e-mail and password and ignores the e-mail case', async () => {
    const email = uniqueEmail('admin');
    await signedInAs(t, ['user'], { email });
    const response = await signIn(t, ` A${email.slice(1)} `, ` ${PASSWORD} `);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, status: 'active' });
    expect(await sessionUser(t, cookieFrom(response))).toMatchObject({ email });
  });

  it("answers a wrong password with 401 'Error logging in', no cookie, and a core log entry", async () => {
    const { email } = await signedInAs(t);
    const response = await signIn(t, email, 'Wrong1pass');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorMessage: authMessages.errorLoggingIn });
    expect(setCookies(response)).toEqual([]);
    expect(await loginErrorsFor(email)).toHaveLength(1);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const email = uniqueEmail('nobody');
    const response = await signIn(t, email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errorMessage: authMessages.errorLoggingIn });
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
    expect(again.json()).toEqual({ errorMessage: authMessages.errorLoggingIn });
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

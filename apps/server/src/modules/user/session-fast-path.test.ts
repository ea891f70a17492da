import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSessionUser, verifiedSessionToken } from './service/session-fast-path';
import { get, identityEnv, setCookies, signedInAs, signIn } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';

/**
 * The one-query session check every signed-in request takes first: it answers only for a signed token of a live
 * session that needs nothing done, and leaves everything else to better-auth's full path (auth-sign-in.test.ts
 * shows that path still ends, renews and refuses sessions as before).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
});
afterAll(() => t.close());

const COOKIE = 'roost.session_token';
const deps = () => ({ db: t.database.db, config: t.config });
const cookieValueOf = (cookie: string) => cookie.split(';')[0]!.slice(`${COOKIE}=`.length);
const run = (sql: string, id: string) => t.database.sql.executeSql(sql, [id]);

describe('the fast session check', () => {
  it('finds the user of a fresh session by cookie or by bearer token, and the route sends no new cookie', async () => {
    const person = await signedInAs(t);
    const byCookie = await fastSessionUser(deps(), { cookie: `other=1; ${person.cookie}` }, COOKIE);
    expect(byCookie).toMatchObject({ id: person.id, email: person.email, status: 'active' });

    const signedIn = await signIn(t, person.email);
    const token = String(signedIn.headers['set-auth-token']);
    const byBearer = await fastSessionUser(deps(), { authorization: `Bearer ${token}` }, COOKIE);
    expect(byBearer).toMatchObject({ id: person.id });

    const page = await get(t, `/api/user/user/${person.id}`, person.cookie);
    expect(page.statusCode).toBe(200);
    expect(setCookies(page)).toEqual([]);
  });

  it('answers nobody for a token it did not sign, a changed signature or a bare token, after the real one too', async () => {
    const person = await signedInAs(t);
    const signed = decodeURIComponent(cookieValueOf(person.cookie));
    const [token, signature] = [signed.slice(0, signed.indexOf('.')), signed.slice(signed.indexOf('.') + 1)];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    // Checked once and known since: a forged value beside it is checked afresh, and another secret knows nothing of it.
    expect(await fastSessionUser(deps(), { authorization: `Bearer ${signed}` }, COOKIE)).toMatchObject({
      id: person.id,
    });
    const otherSecret = {
      ...t.config,
      secrets: { ...t.config.secrets, session: 'another-secret-another-secret-1234' },
    };
    const withOtherSecret = { db: t.database.db, config: otherSecret };
    expect(await fastSessionUser(withOtherSecret, { authorization: `Bearer ${signed}` }, COOKIE)).toBeUndefined();
    for (const value of [`${token}.${flipped}`, token, `${token}.`, `.${signature}`, `x${token}.${signature}`]) {
      expect(verifiedSessionToken(value, t.config.secrets.session)).toBeUndefined();
      expect(await fastSessionUser(deps(), { authorization: `Bearer ${value}` }, COOKIE)).toBeUndefined();
    }
    expect(verifiedSessionToken(signed, 'another-secret-another-secret-another-secret')).toBeUndefined();
    expect(verifiedSessionToken(signed, t.config.secrets.session)).toBe(token);
  });

  it('leaves to the full path a session due for renewal, past its idle end or lifetime, or of a deleted or banned user', async () => {
    const due = await signedInAs(t);
    await run(`update sessions set expires_at = now() + interval '11 hours' where user_id = $1`, due.id);
    const idle = await signedInAs(t);
    await run(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, idle.id);
    const old = await signedInAs(t);
    await run(`update sessions set created_at = now() - interval '7 days 1 minute' where user_id = $1`, old.id);
    const deleted = await signedInAs(t);
    await run(`update users set status = 'delete' where id = $1`, deleted.id);
    const banned = await signedInAs(t);
    await run(`update users set banned = true where id = $1`, banned.id);
    for (const person of [due, idle, old, deleted, banned])
      expect(await fastSessionUser(deps(), { cookie: person.cookie }, COOKIE)).toBeUndefined();

    // The full path then renews the one due for it, as before.
    const renewed = await get(t, `/api/user/user/${due.id}`, due.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(setCookies(renewed).some((cookie) => cookie.startsWith(`${COOKIE}=`))).toBe(true);
    expect(await fastSessionUser(deps(), { cookie: due.cookie }, COOKIE)).toMatchObject({ id: due.id });
  });
});

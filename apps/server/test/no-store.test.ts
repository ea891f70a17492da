import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, get, identityEnv, post, setCookies, signedInAs, signIn } from './identity-helpers';
import { createTestApp, queryRows, type TestApp } from './test-database';

/**
 * Personal replies stay out of every cache: a reply to a request that carries a session (cookie or
 * bearer token), a reply that sets a cookie, and any reply of a non-public route carries
 * `Cache-Control: no-store`. What is the same for everyone stays cacheable.
 */
let t: TestApp;
let person: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
  person = await signedInAs(t);
});
afterAll(() => t.close());

/** The session token as an API client sends it: the signed value of the session cookie. */
const bearerOf = (cookie: string) => decodeURIComponent(cookie.split('; ')[0]!.split('=')[1]!);

describe('Cache-Control: no-store', () => {
  it('is on every reply to a request with a session cookie, public routes included', async () => {
    for (const url of ['/api/site/company', '/api/auth/session', `/api/user/user/${person.id}`, '/api/unknown']) {
      const response = await get(t, url, person.cookie);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The same public reply without a session may be kept.
    expect((await get(t, '/api/site/company')).headers['cache-control']).not.toBe('no-store');
  });

  it('is on every reply to a request with a bearer token', async () => {
    const authorization = `Bearer ${bearerOf(person.cookie)}`;
    const own = await t.app.inject({ method: 'GET', url: `/api/user/user/${person.id}`, headers: { authorization } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const company = await t.app.inject({ method: 'GET', url: '/api/site/company', headers: { authorization } });
    expect(company.headers['cache-control']).toBe('no-store');
  });

  it("wins over a route's own caching when the request carries a session", async () => {
    const [listing] = await queryRows<{ id: string }>(t.database, 'select id from listings order by id limit 1');
    const url = `/api/home/listings/${listing!.id}/cover.svg`;
    expect((await get(t, url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(t, url, person.cookie)).headers['cache-control']).toBe('no-store');
  });

  it('is on the replies that set or clear the session cookie', async () => {
    const signedIn = await signIn(t, person.email, person.password);
    expect(signedIn.statusCode).toBe(200);
    expect(setCookies(signedIn).length).toBeGreaterThan(0);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const signedOut = await post(t, '/api/auth/sign-out', undefined, cookieFrom(signedIn));
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('is on every reply of a non-public route, refusals included', async () => {
    const nonPublic = t.app.declaredRoutes.filter((route) => route.access !== 'public');
    expect(nonPublic.length).toBeGreaterThan(4);
    for (const route of nonPublic) {
      const url = route.url.replace(/:(\w+)/g, 'not-a-real-id');
      const response = await t.app.inject({ method: route.method as 'GET', url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });
});

import type { Role } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../src/modules/user/testing';
import type { DeclaredRoute } from '../src/plugins/access';
import { createTestApp, type TestApp } from './test-database';

/**
 * The access table, proven for every route the app registers, now and as modules add routes:
 * anonymous calls to non-public routes get 401, a signed-in user without the role gets 403, and one
 * user cannot reach another user's records.
 */
let testApp: TestApp;
const origin = 'http://localhost:3000';
let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };

async function signedInAs(email: string, roles: Role[], status: 'active' | 'reset' = 'active') {
  const password = 'Passw0rd!';
  const user = await insertAccount(testApp.runtime.users, { name: email, email, roles, status, password });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .map((item) => String(item).split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}

function urlFor(route: DeclaredRoute, ownerId: string): string {
  const ownerParam = typeof route.access === 'object' && 'owner' in route.access ? route.access.owner : undefined;
  return route.url.replace(/:(\w+)/g, (_match, name: string) => (name === ownerParam ? ownerId : 'not-a-real-id'));
}

function call(route: DeclaredRoute, url: string, cookie?: string) {
  return testApp.app.inject({
    method: route.method as 'GET',
    url,
    headers: cookie ? { cookie, origin } : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

const isPublic = (route: DeclaredRoute) => route.access === 'public';

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await signedInAs('alice@example.com', ['user']);
  bob = await signedInAs('bob@example.com', ['user']);
});
afterAll(() => testApp.close());

describe('route access table', () => {
  it('declares access on every route and has private routes to prove', () => {
    const routes = testApp.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !isPublic(route)).length).toBeGreaterThan(4);
  });

  it('answers 401 to anonymous calls on every non-public route', async () => {
    for (const route of testApp.app.declaredRoutes.filter((candidate) => !isPublic(candidate))) {
      const response = await call(route, urlFor(route, alice.id));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ code: 'NOT_SIGNED_IN', errorMessage: 'Please sign in to continue' });
    }
  });

  it('answers 403 to a signed-in user without the role on every role route', async () => {
    const roleRoutes = testApp.app.declaredRoutes.filter(
      (route) => typeof route.access === 'object' && 'roles' in route.access && !route.access.roles.includes('user'),
    );
    expect(roleRoutes.length).toBeGreaterThan(0);
    for (const route of roleRoutes) {
      const response = await call(route, urlFor(route, alice.id), alice.cookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code, `${route.method} ${route.url}`).toBe('FORBIDDEN');
    }
  });

  it("refuses one user another user's records on every owner route, and lets the owner in", async () => {
    const ownerRoutes = testApp.app.declaredRoutes.filter(
      (route) => typeof route.access === 'object' && 'owner' in route.access,
    );
    expect(ownerRoutes.length).toBeGreaterThan(0);
    for (const route of ownerRoutes) {
      const stranger = await call(route, urlFor(route, alice.id), bob.cookie);
      expect(stranger.statusCode, `${route.method} ${route.url} as another user`).toBe(403);
      expect(stranger.json().code, `${route.method} ${route.url} as another user`).toBe('FORBIDDEN');
      const owner = await call(route, urlFor(route, alice.id), alice.cookie);
      expect([401, 403], `${route.method} ${route.url} as the owner`).not.toContain(owner.statusCode);
    }
  });

  it('never answers 401 or 403 on public routes', async () => {
    for (const route of testApp.app.declaredRoutes.filter(isPublic)) {
      const response = await call(route, urlFor(route, alice.id));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });

  it('lets a user who must choose a new password reach only the password change', async () => {
    const pending = await signedInAs('pending@example.com', ['user'], 'reset');
    const profile = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/user/${pending.id}`,
      headers: { cookie: pending.cookie },
    });
    expect(profile.statusCode).toBe(403);
    const change = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: pending.cookie, origin },
      payload: { oldPassword: 'Passw0rd!', newPassword: 'NewPassw0rd' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().user.status).toBe('active');
  });

  it('refuses a cookie-authenticated change from another site', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/user/${alice.id}`,
      headers: { cookie: alice.cookie, origin: 'https://evil.example' },
      payload: { name: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CROSS_SITE_REFUSED', errorMessage: 'Cross-site request refused' });
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'alice@example.com', password: 'Passw0rd!' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REFUSED');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

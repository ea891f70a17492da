import { authMessages, hasAnyRole, type UserRecord } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../src/modules/user';
import { insertAccount, seedDemoAccounts } from '../src/modules/user/testing';
import type { DeclaredRoute, RouteAccessRule } from '../src/plugins/access';
import { cookieFrom, identityEnv, origin, PASSWORD, sessionUser, signIn } from './identity-helpers';
import { createTestApp, type TestApp } from './test-database';

/**
 * The role matrix: every declared /api and /dev route, called anonymously and as each demo persona
 * (the README's table), must answer what its declared access rule says, with no unexpected allow and
 * no unexpected refusal. Expectations come from the rules themselves, so routes later issues add are
 * covered by declaring them. Owner routes are called twice per persona: on the persona's own records
 * and on another person's. No call may end in a 5xx, and every reply that could be personal carries
 * `Cache-Control: no-store`.
 */
let t: TestApp;

interface Persona {
  label: string;
  email: string;
  roles: readonly string[];
  id: string;
  cookie: string;
}
const personas: Persona[] = [];
/** An ordinary account that is none of the personas: the "someone else" of owner routes. */
let stranger: { id: string };

/** 'scoped': the answer depends on the record's organization or branch (organizations-access.test.ts proves those). */
type Outcome = 'allowed' | 'signInRequired' | 'notAllowed' | 'scoped';

/** What a route's rule promises a caller (null: anonymous) asking about `ownerId`'s records. */
function promised(access: RouteAccessRule, caller: Persona | null, ownerId: string): Outcome {
  if (access === 'public') return 'allowed';
  if (!caller) return 'signInRequired';
  if (access === 'signedIn') return 'allowed';
  if ('roles' in access) return hasAnyRole(caller.roles, access.roles) ? 'allowed' : 'notAllowed';
  if ('owner' in access) {
    return ownerId === caller.id || hasAnyRole(caller.roles, access.orRoles ?? []) ? 'allowed' : 'notAllowed';
  }
  if ('scope' in access) return 'scoped';
  // A new kind of rule must teach this matrix what it promises.
  throw new Error(`Unknown access rule ${JSON.stringify(access)}`);
}

const ownerParamOf = (access: RouteAccessRule) =>
  typeof access === 'object' && 'owner' in access ? access.owner : undefined;

function urlFor(route: DeclaredRoute, ownerId: string): string {
  const ownerParam = ownerParamOf(route.access);
  return route.url.replace(/:(\w+)/g, (_match, name: string) => (name === ownerParam ? ownerId : 'not-a-real-id'));
}

function call(route: DeclaredRoute, url: string, caller: Persona | null) {
  // A browser sends its Origin on every state-changing call, DELETE included; only POST and PUT carry a body.
  const safe = route.method === 'GET';
  const withBody = route.method === 'POST' || route.method === 'PUT';
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...(caller ? { cookie: caller.cookie } : {}), ...(safe ? {} : { origin }) },
    ...(withBody ? { payload: {} } : {}),
  });
}

/** Some public routes (sign-out) end the caller's session: sign the persona in again before the next call. */
async function keepSignedIn(persona: Persona) {
  if ((await sessionUser(t, persona.cookie))?.id === persona.id) return;
  const response = await signIn(t, persona.email, DEMO_PASSWORD);
  expect(response.statusCode, `signing ${persona.label} in again`).toBe(200);
  persona.cookie = cookieFrom(response);
}

function errorOf(body: string): { code?: string; errorMessage?: string } {
  try {
    const reply: unknown = JSON.parse(body);
    if (typeof reply === 'object' && reply !== null) return reply as { code?: string; errorMessage?: string };
  } catch {
    // Not JSON: the body's start is the message to show.
  }
  return { errorMessage: body.slice(0, 80) };
}

/** Calls every declared route as the caller and lists each way a reply differs from its rule. */
async function mismatchesFor(caller: Persona | null): Promise<string[]> {
  const mismatches: string[] = [];
  for (const route of t.app.declaredRoutes) {
    const owners = ownerParamOf(route.access) && caller ? [caller.id, stranger.id] : [stranger.id];
    for (const ownerId of owners) {
      if (caller) await keepSignedIn(caller);
      const response = await call(route, urlFor(route, ownerId), caller);
      const expected = promised(route.access, caller, ownerId);
      const whose = owners.length > 1 ? (ownerId === caller?.id ? ' (own records)' : " (another's records)") : '';
      const label = `${route.method} ${route.url}${whose} -> ${response.statusCode}`;
      const { code, errorMessage } =
        response.statusCode >= 400 ? errorOf(response.body) : { errorMessage: 'no refusal' };
      if (response.statusCode >= 500) mismatches.push(`${label}: server error "${errorMessage}"`);
      if (expected === 'scoped' && response.statusCode === 401) {
        mismatches.push(`${label}: a signed-in caller was asked to sign in`);
      }
      if (expected === 'allowed' && (response.statusCode === 401 || response.statusCode === 403)) {
        mismatches.push(`${label}: unexpected refusal "${errorMessage}"`);
      }
      if (
        expected === 'signInRequired' &&
        (response.statusCode !== 401 || code !== 'NOT_SIGNED_IN' || errorMessage !== authMessages.signInRequired)
      ) {
        mismatches.push(
          `${label}: expected 401 NOT_SIGNED_IN "${authMessages.signInRequired}", got ${code} "${errorMessage}"`,
        );
      }
      if (
        expected === 'notAllowed' &&
        (response.statusCode !== 403 || code !== 'FORBIDDEN' || errorMessage !== authMessages.notAllowed)
      ) {
        mismatches.push(
          `${label}: unexpected allow, expected 403 FORBIDDEN "${authMessages.notAllowed}", got ${code} "${errorMessage}"`,
        );
      }
      const personal = caller !== null || route.access !== 'public';
      if (personal && response.headers['cache-control'] !== 'no-store') {
        mismatches.push(`${label}: Cache-Control is ${String(response.headers['cache-control'])}, not no-store`);
      }
    }
  }
  return mismatches;
}

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  await seedDemoAccounts(t.runtime.users);
  for (const account of demoAccounts) {
    const response = await signIn(t, account.email, DEMO_PASSWORD);
    expect(response.statusCode, account.email).toBe(200);
    const user = response.json().user as UserRecord;
    personas.push({
      label: account.name,
      email: account.email,
      roles: user.roles,
      id: user.id,
      cookie: cookieFrom(response),
    });
  }
  stranger = await insertAccount(t.runtime.users, {
    name: 'Stranger',
    email: 'stranger@example.com',
    roles: ['user'],
    status: 'active',
    password: PASSWORD,
  });
});
afterAll(() => t.close());

describe('role matrix', () => {
  it('has the six personas of the README, with their roles', () => {
    expect(personas.map((persona) => [persona.email.split('@')[0], persona.roles])).toEqual([
      ['homeowner', ['user']],
      ['loanofficer', ['user', 'loanofficer', 'campaigns']],
      ['branchmanager', ['user', 'loanofficer', 'branchmanager']],
      ['orgadmin', ['user', 'orgadmin']],
      ['admin', ['user', 'admin']],
      ['superadmin', ['user', 'admin', 'superadmin']],
    ]);
  });

  it('has every kind of rule to prove', () => {
    const routes = t.app.declaredRoutes;
    const kinds = new Set(
      routes.map((route) => (typeof route.access === 'string' ? route.access : Object.keys(route.access)[0])),
    );
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['owner', 'public', 'roles', 'scope', 'signedIn']));
    for (const route of routes) expect(() => promised(route.access, null, stranger.id)).not.toThrow();
  });

  it('answers anonymous callers as each route declares (401 on every non-public route)', async () => {
    expect(await mismatchesFor(null)).toEqual([]);
  }, 180_000);

  it("answers a contact's own page and its review with the link's 404 for every caller, signed in or not", async () => {
    const routes = ['GET /api/site/home-report/:linkId', 'POST /api/site/home-report/:linkId/review'];
    const declared = t.app.declaredRoutes.filter((route) => routes.includes(`${route.method} ${route.url}`));
    expect(declared.map((route) => route.access)).toEqual(['public', 'public']);
    // The link id is the capability: a session opens nothing more, and a placeholder id is no link.
    for (const caller of [null, ...personas]) {
      for (const route of declared) {
        const response = await call(route, urlFor(route, stranger.id), caller);
        expect([response.statusCode, errorOf(response.body).code], `${route.method} ${route.url}`).toEqual([
          404,
          'LINK_NOT_FOUND',
        ]);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it.each(demoAccounts.map((account) => [account.name, account.email]))(
    'answers %s as each route declares',
    async (_name, email) => {
      const persona = personas.find((candidate) => candidate.email === email)!;
      expect(await mismatchesFor(persona)).toEqual([]);
    },
    180_000,
  );
});

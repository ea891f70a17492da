import { apiErrorCodes, roles, type ApiErrorCode } from '@roost/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequests, FUZZ_SEED, type FuzzRequest } from './openapi-bad-inputs';
import { label, operationsOf, type Operation } from './openapi-operations';
import { plausibleRequest } from './openapi-plausible-request';
import { cookieFrom, get, identityEnv, origin, post, signedInAs, signIn } from './identity-helpers';
import { createTestApp, queryRows, type TestApp } from './test-database';

/**
 * Bad input to every route of the app's own OpenAPI document (and every declared route it leaves out),
 * anonymous and signed in, is a 4xx with `{ code, errorMessage }` (the code's own status), never a 5xx, and
 * no reply shows internals. The routes come from the document, so a route added later is fuzzed without
 * touching this file. The inputs are derived from each route's schemas (openapi-bad-inputs.ts) with a fixed
 * seed: a failure names the route and the input, and running the test again reproduces it.
 */
let t: TestApp;
let operations: Operation[];
/** Per route, a request it accepts: the background each piece of junk is put into. */
const plausible = new Map<Operation, FuzzRequest>();
/** A user holding every role, so every role route is reached; the records it aims at are someone else's. */
let fuzzer: { email: string; password: string; cookie: string };

/** Replies that show how the server is built: SQL, database errors, stack traces, source paths. */
const INTERNALS = [
  /\bselect\s+(?:"|\*|count\(|distinct\b)/i,
  /\binsert\s+into\s+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /\bdelete\s+from\s+"/i,
  /failed query|params:|invalid byte sequence|violates .* constraint|syntax error at/i,
  /\bstack\b/i,
  /\bat (?:async )?(?:file:\/\/|\/|[\w.<>]+ \()/,
  /node_modules|\.[cm]?[jt]s:\d+/,
];

const BATCH = 8;
let requestCount = 0;

function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => request.pathValues[name] ?? 'fuzz');
  const query = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

function send(operation: Operation, request: FuzzRequest, cookie: string | undefined) {
  requestCount++;
  return t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, request),
    // A new address per request keeps the per-address rate limits from hiding routes behind 429s.
    remoteAddress: `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(request.body ? { 'content-type': request.body.contentType } : {}),
      ...request.headers,
    },
    ...(request.body ? { payload: request.body.payload } : {}),
  });
}

/** The fuzzer's session, signed in again when a route (sign-out, a password change) has ended it. */
async function fuzzerCookie(): Promise<string> {
  const session = await get(t, '/api/auth/session', fuzzer.cookie);
  if ((session.json() as { user: unknown }).user) return fuzzer.cookie;
  fuzzer.cookie = cookieFrom(await signIn(t, fuzzer.email, fuzzer.password));
  return fuzzer.cookie;
}

function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const internals = INTERNALS.find((pattern) => pattern.test(response.body));
  if (internals) return `showed internals (${internals})`;
  if (response.statusCode < 400) return undefined;
  const isJson = /^application\/json/.test(String(response.headers['content-type']));
  const reply = isJson ? (response.json() as { code?: unknown; errorMessage?: unknown }) : {};
  if (typeof reply.errorMessage !== 'string' || !reply.errorMessage) return 'answered without { errorMessage }';
  if (typeof reply.code !== 'string' || !Object.hasOwn(apiErrorCodes, reply.code))
    return 'answered without a known code';
  const expected = apiErrorCodes[reply.code as ApiErrorCode].status;
  return expected === response.statusCode
    ? undefined
    : `answered ${reply.code} with ${response.statusCode}, not ${expected}`;
}

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  operations = operationsOf(t.app.swagger(), t.app.declaredRoutes);
  fuzzer = await signedInAs(t, [...roles]);
  const victim = await signedInAs(t, ['user']);
  const [home] = await queryRows<{ address_key: string }>(t.database, 'select address_key from homes limit 1');
  const [listing] = await queryRows<{ id: string }>(t.database, 'select id from listings order by id limit 1');
  expect((await post(t, '/api/home/address', { id: home!.address_key })).statusCode).toBe(200);
  const saved = await post(t, '/api/user/user/address', { addressId: home!.address_key }, victim.cookie);
  expect(saved.statusCode).toBe(201);
  const realIds = [victim.id, home!.address_key, listing!.id, saved.json().id as string];
  for (const operation of operations) {
    const cookie = await fuzzerCookie();
    plausible.set(operation, await plausibleRequest(operation, realIds, (request) => send(operation, request, cookie)));
  }
}, 120_000);
afterAll(() => t?.close());

async function fuzz(identity: 'anonymous' | 'signed in'): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of operations) {
    const cookie = identity === 'signed in' ? await fuzzerCookie() : undefined;
    const requests = badRequests(operation, plausible.get(operation)!);
    for (let start = 0; start < requests.length; start += BATCH) {
      const batch = requests.slice(start, start + BATCH);
      const responses = await Promise.all(batch.map((request) => send(operation, request, cookie)));
      responses.forEach((response, index) => {
        const problem = problemWith(response);
        if (!problem) return;
        const request = batch[index]!;
        const url = urlOf(operation, request).slice(0, 120);
        failures.push(
          `${identity} ${label(operation)} with ${request.what} (${url}): ${problem}: ${response.body.slice(0, 200)}`,
        );
      });
    }
  }
  return failures;
}

describe(`bad input to every route (fast-check seed ${FUZZ_SEED})`, () => {
  it('walks every route the app declares, from its OpenAPI document', () => {
    const walked = new Set(operations.map(label));
    const declared = t.app.declaredRoutes.map((route) =>
      label({ ...route, path: route.url.replace(/:(\w+)/g, '{$1}') }),
    );
    expect(declared.filter((route) => !walked.has(route))).toEqual([]);
    expect(operations.filter((operation) => operation.documented).length).toBeGreaterThan(30);
  });

  it('never answers 5xx or shows internals to an anonymous caller', { timeout: 120_000 }, async () => {
    expect(await fuzz('anonymous')).toEqual([]);
  });

  it('never answers 5xx or shows internals to a signed-in user', { timeout: 120_000 }, async () => {
    expect(await fuzz('signed in')).toEqual([]);
  });
});

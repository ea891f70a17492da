import { messages } from '@roost/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase, type TestApp } from './test-database';

/**
 * A caller over the general rate limit (or a route's own limit) learns when to try again: the
 * `Retry-After` header and `retryAfterSeconds` in the JSON reply, on every route, including routes
 * whose schema lists the 429 reply.
 */
const fileDatabase = useTestDatabase();
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function limitedApp(env: Record<string, string>) {
  const app = await createTestApp(env, { database: fileDatabase.database });
  apps.push(app);
  return app;
}

function expectRetryAfter(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  const header = Number(response.headers['retry-after']);
  expect(Number.isInteger(header)).toBe(true);
  expect(header).toBeGreaterThan(0);
  expect(header).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    code: 'RATE_LIMITED',
    errorMessage: messages.tooManyRequests,
    retryAfterSeconds: header,
  });
}

describe('a 429 of the rate limit', () => {
  it('says when to try again, in the Retry-After header and the body', async () => {
    const limited = await limitedApp({ RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let request = 0; request < 2; request++) {
      statuses.push((await limited.app.inject({ method: 'GET', url: '/api/site/company' })).statusCode);
    }
    expect(statuses).toEqual([200, 200]);
    expectRetryAfter(await limited.app.inject({ method: 'GET', url: '/api/site/company' }));
    // A route whose schema declares its 429 reply keeps the field too.
    expectRetryAfter(
      await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'a@b.co', password: 'x' },
      }),
    );
  });

  it("says when to try again on a route's own, tighter limit", async () => {
    const limited = await limitedApp({ LEAD_RATE_LIMIT_PER_MINUTE: '1' });
    const first = await limited.app.inject({ method: 'POST', url: '/api/site/lead', payload: {} });
    expect(first.statusCode).toBe(400);
    expectRetryAfter(await limited.app.inject({ method: 'POST', url: '/api/site/lead', payload: {} }));
  });
});

import fs from 'node:fs';
import { apiErrorSchema } from '@roost/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, useTestDatabase, type TestApp } from '../../test/test-database';

/**
 * GET /metrics as a scraper and a stranger meet it: off without settings, open to the token or the allow-listed
 * addresses (read as TRUST_PROXY lets Fastify read them), and a refusal that shows no figure.
 */
const TOKEN = 'scrape-token-0123456789abcdef';
const fileDatabase = useTestDatabase();
let off: TestApp;
let guarded: TestApp;
let allowOnly: TestApp;
let worker: TestApp;

beforeAll(async () => {
  const database = fileDatabase.database;
  [off, guarded, allowOnly, worker] = await Promise.all([
    createTestApp({}, { database }),
    createTestApp(
      {
        METRICS_TOKEN: TOKEN,
        METRICS_ALLOW: '192.168.5.0/24',
        TRUST_PROXY: '10.0.0.1',
        SMS_SENDER_RATE_PER_SECOND: '5',
      },
      { database },
    ),
    createTestApp({ METRICS_ALLOW: '127.0.0.1,::1' }, { database }),
    createTestApp({ METRICS_TOKEN: TOKEN }, { database, probesOnly: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([off?.close(), guarded?.close(), allowOnly?.close(), worker?.close()]);
});

const scrape = (t: TestApp, options: { token?: string; from?: string; forwardedFor?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    ...(options.from ? { remoteAddress: options.from } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
  });

/** A refusal: the project's error body, and not one figure. */
function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(apiErrorSchema.parse(response.json())).toMatchObject({ code });
  expect(response.body).not.toMatch(/roost_|# HELP|# TYPE/);
}

/** The value of one sample line, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('answers 404 when neither METRICS_TOKEN nor METRICS_ALLOW is set, token or not', async () => {
    expectRefusal(await scrape(off), 404, 'ROUTE_NOT_FOUND');
    expectRefusal(await scrape(off, { token: TOKEN }), 404, 'ROUTE_NOT_FOUND');
  });

  it('asks for the token (401) when none is sent, and refuses a wrong one (403)', async () => {
    const missing = await scrape(guarded);
    expectRefusal(missing, 401, 'NOT_SIGNED_IN');
    expect(missing.json().errorMessage).toBe('Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
    expectRefusal(await scrape(guarded, { token: `${TOKEN}x` }), 403, 'FORBIDDEN');
    expectRefusal(await scrape(guarded, { token: TOKEN.slice(0, 8) }), 403, 'FORBIDDEN');
  });

  it('gives the figures to the token, in the Prometheus text format', async () => {
    const response = await scrape(guarded, { token: TOKEN });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE roost_http_requests_total counter');
  });

  it('lets an allow-listed address in without a token, behind a trusted proxy too, and believes no forged header', async () => {
    expect((await scrape(allowOnly)).statusCode).toBe(200);
    expectRefusal(await scrape(allowOnly, { from: '10.9.9.9' }), 403, 'FORBIDDEN');
    // The proxy named in TRUST_PROXY forwards the scraper's address.
    expect((await scrape(guarded, { from: '10.0.0.1', forwardedFor: '192.168.5.7' })).statusCode).toBe(200);
    // Anyone else's X-Forwarded-For is the caller's own claim: still no token, still 401.
    expectRefusal(await scrape(guarded, { from: '10.9.9.9', forwardedFor: '192.168.5.7' }), 401, 'NOT_SIGNED_IN');
    expectRefusal(await scrape(allowOnly, { from: '10.9.9.9', forwardedFor: '127.0.0.1' }), 403, 'FORBIDDEN');
  });
});

describe('what a scrape shows', () => {
  it('counts requests by route pattern, method and status with their durations, never a raw address', async () => {
    for (let n = 0; n < 3; n++) await guarded.app.inject({ method: 'GET', url: '/api/health' });
    await guarded.app.inject({ method: 'GET', url: '/api/site/campaign/an-id-0123' });
    await guarded.app.inject({ method: 'GET', url: '/api/no-such-route-4567?phone=9165550100' });
    const text = (await scrape(guarded, { token: TOKEN })).body;

    expect(sample(text, 'roost_http_requests_total{route="/api/health",method="GET",status="200"}')).toBe(3);
    expect(sample(text, 'roost_http_requests_total{route="/api/site/campaign/:id",method="GET",status="401"}')).toBe(1);
    expect(sample(text, 'roost_http_requests_total{route="(unmatched)",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'roost_http_request_duration_seconds_count{route="/api/health",method="GET"}')).toBe(3);
    expect(sample(text, 'roost_http_request_duration_seconds_bucket{le="+Inf",route="/api/health",method="GET"}')).toBe(
      3,
    );
    // Cumulative buckets: each request is under 10 s; the sum is their time (Fastify times a request only where it logs).
    expect(sample(text, 'roost_http_request_duration_seconds_bucket{le="10",route="/api/health",method="GET"}')).toBe(
      3,
    );
    expect(
      sample(text, 'roost_http_request_duration_seconds_sum{route="/api/health",method="GET"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE roost_http_request_duration_seconds histogram');
    expect(text).not.toMatch(/an-id-0123|no-such-route|9165550100/);
  });

  it("shows Node's own figures with the prefix and the database's connections", async () => {
    const text = (await scrape(guarded, { token: TOKEN })).body;
    expect(text).toContain('# TYPE roost_nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('roost_process_resident_memory_bytes');
    // Not the GC durations: their observer runs a callback on every garbage collection (process-metrics.ts).
    expect(text).not.toContain('roost_nodejs_gc_duration_seconds');
    expect(sample(text, `roost_db_pool_max_connections{driver="${testDriver}"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `roost_db_pool_connections{driver="${testDriver}"}`)).toBeGreaterThanOrEqual(1);
    // A pool's idle connections and waiting queries; PGlite's one shared connection has neither.
    const idle = sample(text, `roost_db_pool_idle_connections{driver="${testDriver}"}`);
    const waiting = sample(text, `roost_db_pool_waiting_queries{driver="${testDriver}"}`);
    if (testDriver === 'postgres') {
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(waiting).toBe(0);
    } else {
      expect([idle, waiting]).toEqual([undefined, undefined]);
    }
  });

  it("shows a queued job's depth and its age by job type, and 0 for a type with nothing waiting", async () => {
    const minuteAndHalfAgo = new Date(Date.now() - 90_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await guarded.database.db.transaction((tx) =>
      guarded.runtime.queue.enqueue(tx, [
        { name: 'lead-webhook', data: { deliveryId: 'queued-for-metrics' }, startAfter: minuteAndHalfAgo },
        { name: 'lead-webhook', data: { deliveryId: 'later-for-metrics' }, startAfter: inAnHour },
      ]),
    );
    const text = (await scrape(guarded, { token: TOKEN })).body;
    expect(sample(text, 'roost_job_queue_depth{job_type="lead-webhook",state="queued"}')).toBe(1);
    expect(sample(text, 'roost_job_queue_depth{job_type="lead-webhook",state="deferred"}')).toBe(1);
    const age = sample(text, 'roost_job_queue_oldest_age_seconds{job_type="lead-webhook"}')!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'roost_job_queue_depth{job_type="listing-webhook",state="queued"}')).toBe(0);
  });
});

describe("a job worker's listener", () => {
  it('serves its probes and its own figures to the scraper, and nothing of the site or the API', async () => {
    expect((await worker.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'live' });
    expect((await worker.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
    expectRefusal(await scrape(worker), 401, 'NOT_SIGNED_IN');
    const text = (await scrape(worker, { token: TOKEN })).body;
    expect(text).toContain('# TYPE roost_texts_handed_total counter');
    expect(text).toContain('# TYPE roost_job_queue_depth gauge');
    for (const url of ['/api/site/campaign/an-id-0123', '/api/auth/login', '/', '/pmi']) {
      const response = await worker.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessage).toMatch(/a job worker serves only its health probes and \/metrics/);
    }
  });
});

describe('the operations docs', () => {
  it('name only metrics a scrape has: the dashboard and the alerts in docs/operations', async () => {
    const text = (await scrape(guarded, { token: TOKEN })).body;
    const exposed = new Set([...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((match) => match[1]!));
    const docs = ['grafana-dashboard.json', 'metrics.md'].map((file) =>
      fs.readFileSync(new URL(`../../../../docs/operations/${file}`, import.meta.url), 'utf8'),
    );
    const named = new Set(docs.flatMap((doc) => [...doc.matchAll(/\broost_[a-z0-9_]+/g)].map((match) => match[0])));
    // A histogram's series are its name with _bucket, _sum and _count.
    const unknown = [...named].filter(
      (name) => !exposed.has(name) && !exposed.has(name.replace(/_(bucket|sum|count)$/, '')),
    );
    expect(unknown).toEqual([]);
    expect(exposed).toContain('roost_texts_configured_rate_per_second');
  });
});

import { roles } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl } from '../src/plugins/request-log';
import { identityEnv, origin, signedInAs } from './identity-helpers';
import { operationsOf, type Operation } from './openapi-operations';
import { createTestApp, type TestApp } from './test-database';

/**
 * No personal data reaches the request log through a URL: every query parameter and path parameter of every
 * operation of the app's OpenAPI document (and every declared route it leaves out) is sent a marked value
 * shaped like a phone, an e-mail, a name, a home address or a token, and none of them is in what the logger
 * wrote. Routes come from the document, so a route added later is covered without touching this file.
 */
let t: TestApp;
let logLines: string[];
let operations: Operation[];

/** Everything the app's logger writes from now on (request loggers share the root logger's stream). */
function captureLog(app: FastifyInstance): string[] {
  const logger = app.log as unknown as Record<symbol, { write(line: string): unknown }>;
  const streamKey = Object.getOwnPropertySymbols(logger).find((key) => key.description === 'pino.stream');
  if (!streamKey) throw new Error("The logger's stream was not found");
  const lines: string[] = [];
  logger[streamKey]!.write = (line: string) => lines.push(line);
  return lines;
}

/** The n-th marked value and what of it must not appear in the log (its encoded form included). */
function marked(n: number): { value: string; traces: string[] } {
  const id = String(n).padStart(4, '0');
  switch (n % 5) {
    case 0:
      return { value: `PII-MARK-${id}`, traces: [`MARK-${id}`] };
    case 1:
      return { value: `+1555731${id}`, traces: [`555731${id}`] };
    case 2:
      return { value: `pii.mark${id}@example.com`, traces: [`mark${id}`] };
    case 3:
      return { value: `${id} Markerfield Street, Roseville`, traces: [`Markerfield`] };
    default:
      return { value: `tok${id}Zq8xWmark`, traces: [`tok${id}`] };
  }
}

beforeAll(async () => {
  t = await createTestApp({ ...identityEnv, LOG_LEVEL: 'info' });
  operations = operationsOf(t.app.swagger(), t.app.declaredRoutes);
  logLines = captureLog(t.app);
}, 60_000);
afterAll(() => t?.close());

describe('the request log', () => {
  it('holds no query or path value that could be personal data, on any route', { timeout: 120_000 }, async () => {
    const caller = await signedInAs(t, [...roles]);
    const traces: string[] = [];
    let n = 0;
    const requests = operations.map((operation) => {
      const path = operation.path.replace(/\{(\w+)\}/g, () => {
        const mark = marked(n++);
        traces.push(...mark.traces);
        return encodeURIComponent(mark.value);
      });
      const query = operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => {
          const mark = marked(n++);
          traces.push(...mark.traces);
          return `${encodeURIComponent(parameter.name)}=${encodeURIComponent(mark.value)}`;
        });
      // Every operation gets a stray parameter too: keys the schema does not know are logged no better.
      const stray = marked(n++);
      traces.push(...stray.traces);
      query.push(`q=${encodeURIComponent(stray.value)}`);
      return { operation, url: `${path}?${query.join('&')}` };
    });
    for (const { operation, url } of requests) {
      await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { origin, cookie: caller.cookie },
      });
    }

    const written = logLines.join('\n');
    // The log did record the requests, by route.
    expect(logLines.filter((line) => line.includes('"incoming request"')).length).toBeGreaterThanOrEqual(
      operations.length,
    );
    expect(written).toContain('/api/site/campaign/[redacted]');
    expect(traces.filter((trace) => written.includes(trace))).toEqual([]);
  });

  it('keeps record ids, small numbers and enum values of known keys, so a request can still be followed', () => {
    const id = '3f2b8c1e-7d4a-4e6b-9a0c-1b2d3e4f5a6b';
    const url = loggableUrl({
      url: `/api/site/campaign/${id}/contacts?limit=20&status=active&campaignId=${id}&q=Pat%20Smith&phone=%2B15557310001`,
      params: { id },
      routeOptions: { url: '/api/site/campaign/:id/contacts' },
    });
    expect(url).toBe(
      `/api/site/campaign/${id}/contacts?limit=20&status=active&campaignId=${id}&q=[redacted]&phone=[redacted]`,
    );
    expect(
      loggableUrl({
        url: '/api/contacts/opt-out/+15557310001',
        params: { phone: '+15557310001' },
        routeOptions: { url: '/api/contacts/opt-out/:phone' },
      }),
    ).toBe('/api/contacts/opt-out/[redacted]');
    // A path no route matched keeps its plain words only.
    expect(loggableUrl({ url: '/api/nowhere/pat@example.com/15557310001?x=1', params: {} })).toBe(
      '/api/nowhere/[redacted]/[redacted]?x=[redacted]',
    );
  });
});

import { messages } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './identity-helpers';
import { createTestApp, queryRows, type TestApp } from './test-database';

/**
 * A request that fails inside the server is logged with its error and request id, so it can be found
 * and fixed, but never with the values its query ran with: those are people's names and e-mails.
 */
let t: TestApp;
let logLines: string[];

/** Everything the app's logger writes from now on (request loggers share the root logger's stream). */
function captureLog(app: FastifyInstance): string[] {
  const logger = app.log as unknown as Record<symbol, { write(line: string): unknown }>;
  const streamKey = Object.getOwnPropertySymbols(logger).find((key) => key.description === 'pino.stream');
  if (!streamKey) throw new Error("The logger's stream was not found");
  const lines: string[] = [];
  logger[streamKey]!.write = (line: string) => lines.push(line);
  return lines;
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  logLines = captureLog(t.app);
  // A database that refuses every new lead: the insert fails as an outage or a bad migration would.
  await queryRows(t.database, 'alter table leads add constraint test_refuses_every_lead check (false) not valid');
});
afterAll(() => t?.close());

describe('the log of a failed request', () => {
  it('holds the error and the request id, without the name and e-mail sent', async () => {
    const name = 'Zelda Quillfeather';
    const email = 'zelda.quillfeather@example.com';
    const response = await post(t, '/api/site/lead', { type: 'contact', name, email, message: 'Call me' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', errorMessage: messages.genericError });
    expect(response.body).not.toMatch(/insert|leads|stack|\bat \//i);

    const failures = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    expect(failure.reqId).toEqual(expect.any(String));
    expect(failure.error.stack).toMatch(/^\s+at /);
    expect(failure.error.cause).toMatchObject({ code: '23514', constraint: 'test_refuses_every_lead' });
    const written = logLines.join('\n');
    expect(written).not.toContain('Zelda');
    expect(written).not.toContain('Quillfeather');
    expect(written).not.toContain('zelda.quillfeather');
    expect(written).not.toMatch(/"params"|params:/);
  });
});

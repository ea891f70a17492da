import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';

/** The core log: anyone may record a client-side error event; admins read them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
});
afterAll(() => t.close());

const record = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/core/core/log', payload: payload as object });

interface LogEntry {
  id: string;
  source: string;
  action: string;
  data: Record<string, unknown>;
  createdAt: string;
}

describe('core log', () => {
  it('records an anonymous client event once, and admins read it split into source and action', async () => {
    const id = `login-error-${randomUUID()}`;
    const created = await record({ id, data: { email: 'pat@example.com', message: 'Error logging in' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id });

    const duplicate = await record({ id, data: { other: true } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorMessage).toBeTruthy();

    const admin = await signedInAs(t, ['user', 'admin']);
    const response = await get(t, '/api/core/core/log', admin.cookie);
    expect(response.statusCode).toBe(200);
    const entry = (response.json().logs as LogEntry[]).find((log) => log.id === id);
    expect(entry).toMatchObject({
      id,
      source: 'login',
      action: 'error',
      data: { email: 'pat@example.com', message: 'Error logging in' },
    });
    expect(Number.isNaN(Date.parse(entry!.createdAt))).toBe(false);
  });

  it('lists newest first and includes the server-side sign-in errors', async () => {
    const first = `confirm-error-${randomUUID()}`;
    const second = `login-error-${randomUUID()}`;
    expect((await record({ id: first, data: {} })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await record({ id: second, data: {} })).statusCode).toBe(201);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody-here@example.com', password: 'Wrong1pass' },
    });
    expect(failed.statusCode).toBe(401);

    const superadmin = await signedInAs(t, ['user', 'superadmin']);
    const logs = (await get(t, '/api/core/core/log', superadmin.cookie)).json().logs as LogEntry[];
    const ids = logs.map((log) => log.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(logs[0]).toMatchObject({ source: 'login', action: 'error', data: { email: 'nobody-here@example.com' } });
  });

  it.each([
    ['an id without source and action', { id: 'justanid', data: {} }, 'id'],
    ['an id with spaces', { id: 'login error here', data: {} }, 'id'],
    ['an id with markup', { id: 'login-error-<b>', data: {} }, 'id'],
    ['no data', { id: `login-error-${randomUUID()}` }, 'data'],
    ['an unknown field', { id: `login-error-${randomUUID()}`, data: {}, source: 'x' }, 'source'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await record(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses too much data', async () => {
    const response = await record({ id: `login-error-${randomUUID()}`, data: { blob: 'x'.repeat(5000) } });
    expect(response.statusCode).toBe(400);
  });

  it('is readable by admins only', async () => {
    expect((await get(t, '/api/core/core/log')).statusCode).toBe(401);
    const person = await signedInAs(t);
    const response = await get(t, '/api/core/core/log', person.cookie);
    expect(response.statusCode).toBe(403);
  });
});

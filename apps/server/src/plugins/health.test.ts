import { apiErrorSchema, healthSchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, useTestDatabase, type TestApp } from '../../test/test-database';

const fileDatabase = useTestDatabase();
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp({}, { database: fileDatabase.database });
});
afterAll(async () => {
  await subject?.close();
});

describe('GET /api/health', () => {
  it('reports the driver in use and that every migration is applied', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health.driver).toBe(testDriver);
    expect(health.status).toBe('ok');
    expect(health.migrations.upToDate).toBe(true);
    expect(health.migrations.applied).toBe(health.migrations.expected);
    expect(health.migrations.expected).toBeGreaterThan(0);
  });
});

describe('the probes', () => {
  const probe = (url: string) => subject.app.inject({ method: 'GET', url });

  it('answers liveness and readiness with 200 while the process serves on a migrated database', async () => {
    const live = await probe('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await probe('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('turns not ready (503) once the process drains, stays live, and counts the answer', async () => {
    const drainingApp = await createTestApp({ METRICS_ALLOW: '127.0.0.1' }, { database: fileDatabase.database });
    try {
      drainingApp.app.serving.drain();
      const ready = await drainingApp.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(apiErrorSchema.parse(ready.json())).toEqual({
        code: 'NOT_READY',
        errorMessage: 'Not ready: this process is shutting down',
      });
      expect((await drainingApp.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const figures = (await drainingApp.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(figures).toContain('roost_readiness_probes_total{outcome="draining"} 1');
    } finally {
      await drainingApp.close();
    }
  });

  it('is not ready (503) while the database does not answer', async () => {
    const { app } = subject;
    const database = subject.runtime.database;
    const execute = database.db.execute.bind(database.db);
    database.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'NOT_READY', errorMessage: 'Not ready: the database does not answer' });
    } finally {
      database.db.execute = execute;
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

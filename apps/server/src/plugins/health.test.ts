import { healthSchema } from '@roost/domain';
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

import { sql } from 'drizzle-orm';
import { queryRows as rowsOf } from '../src/platform/db/types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, testDriver, useTestDatabase, type TestApp } from './test-database';

// PGlite runs in this process, so only a PostgreSQL server can drop our connections.
describe.skipIf(testDriver !== 'postgres')('a PostgreSQL server that drops our connections', () => {
  const fileDatabase = useTestDatabase();
  let subject: TestApp;

  beforeAll(async () => {
    subject = await createTestApp({}, { database: fileDatabase.database });
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('does not take the app down: the next requests reconnect', async () => {
    // Fill the pool with idle connections, as a busy server has.
    await Promise.all(Array.from({ length: 4 }, () => subject.app.inject({ method: 'GET', url: '/api/health' })));
    const [current] = await queryRows<{ name: string }>(subject.database, 'select current_database() as name');

    // What a database restart or failover does to every open connection.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1',
        [current?.name],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    // A transaction first: its BEGIN may meet a dead pooled connection, and must start over on a live one.
    const inTransaction = await subject.database.db.transaction(async (tx) => {
      const [row] = await rowsOf<{ answer: number }>(tx, sql`select 42 as answer`);
      return row;
    });
    expect(inTransaction).toMatchObject({ answer: 42 });

    const after = await subject.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      payload: { type: 'incomplete', email: 'after.failover@example.com' },
    });
    expect(after.statusCode).toBe(201);
    const health = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', driver: 'postgres' });
  });
});

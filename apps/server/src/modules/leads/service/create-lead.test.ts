import { randomUUID } from 'node:crypto';
import { leadRequestSchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, useTestDatabase, type TestApp } from '../../../../test/test-database';
import { createLead, DUPLICATE_WINDOW_MS, type CreateLeadDeps } from './create-lead';

const fileDatabase = useTestDatabase();
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp(
    { LEAD_WEBHOOK_URLS: 'http://127.0.0.1:9/a,http://127.0.0.1:9/b', LEAD_INBOX_EMAIL: 'leads@lender.example' },
    { database: fileDatabase.database },
  );
});
afterAll(async () => {
  await subject?.close();
});

const depsAt = (now: Date): CreateLeadDeps => ({
  db: subject.database.db,
  queue: subject.runtime.queue,
  config: subject.config,
  now: () => now,
});

const aLead = () =>
  leadRequestSchema.parse({
    type: 'dreamRate',
    name: 'Sam Saver',
    email: `sam.${randomUUID().slice(0, 8)}@example.com`,
    dreamRate: 5.5,
  });

describe('createLead', () => {
  it('takes the same body again within a minute as the same lead', async () => {
    const input = aLead();
    const start = new Date('2030-01-01T12:00:00Z');
    const first = await createLead(depsAt(start), input);
    const repeat = await createLead(depsAt(new Date(start.getTime() + DUPLICATE_WINDOW_MS - 1000)), input);
    expect(first.created).toBe(true);
    expect(repeat).toEqual({ lead: first.lead, created: false });
    expect(await countRows(fileDatabase.database, 'leads', 'email = $1', [input.email])).toBe(1);
  });

  it('takes the same body more than a minute later as a new lead', async () => {
    const input = aLead();
    const start = new Date('2030-01-02T12:00:00Z');
    const first = await createLead(depsAt(start), input);
    const later = await createLead(depsAt(new Date(start.getTime() + DUPLICATE_WINDOW_MS + 1000)), input);
    expect(later.created).toBe(true);
    expect(later.lead.id).not.toBe(first.lead.id);
    expect(later.lead.createdDate).toBe(new Date(start.getTime() + DUPLICATE_WINDOW_MS + 1000).toISOString());
    expect(await countRows(fileDatabase.database, 'leads', 'email = $1', [input.email])).toBe(2);
  });

  it('returns the first lead for a repeated Idempotency-Key even after the minute', async () => {
    const input = aLead();
    const key = randomUUID();
    const start = new Date('2030-01-03T12:00:00Z');
    const first = await createLead(depsAt(start), input, key);
    const retried = await createLead(depsAt(new Date(start.getTime() + 10 * DUPLICATE_WINDOW_MS)), input, key);
    expect(retried).toEqual({ lead: first.lead, created: false });
  });

  it('refuses a repeated Idempotency-Key with another body with a 409 error', async () => {
    const key = randomUUID();
    await createLead(depsAt(new Date()), aLead(), key);
    await expect(createLead(depsAt(new Date()), aLead(), key)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('records one pending delivery per webhook URL and one for the lead inbox, each with its job', async () => {
    const { lead } = await createLead(depsAt(new Date()), aLead());
    const deliveries = await fileDatabase.database.sql.executeSql(
      `select channel, target, status, attempts from webhook_deliveries where kind = 'lead' and subject_id = $1 order by channel, target`,
      [lead.id],
    );
    expect(deliveries.rows).toEqual([
      { channel: 'email', target: 'leads@lender.example', status: 'pending', attempts: 0 },
      { channel: 'webhook', target: 'http://127.0.0.1:9/a', status: 'pending', attempts: 0 },
      { channel: 'webhook', target: 'http://127.0.0.1:9/b', status: 'pending', attempts: 0 },
    ]);
    const jobs = await fileDatabase.database.sql.executeSql(
      `select name from pgboss.job where data->>'deliveryId' in (select id::text from webhook_deliveries where kind = 'lead' and subject_id = $1) order by name`,
      [lead.id],
    );
    expect(jobs.rows.map((row) => row.name)).toEqual(['lead-email', 'lead-webhook', 'lead-webhook']);
  });
});

import { randomUUID } from 'node:crypto';
import { leadSchema, type Lead } from '@roost/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/types';
import { listOutboxMails } from '../notifications/testing';
import { signWebhookBody } from '../webhooks/testing';
import {
  createTestApp,
  createTestDatabase,
  queryRows,
  useTestDatabase,
  waitFor,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-database';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '../../../test/webhook-receiver';

const WEBHOOK_SECRET = 'partner-shared-secret-for-tests';
const INBOX = 'new-leads@lender.example';

// The tests run one after another and each stops its workers before the next starts, so they can
// share one database; each looks only at its own lead.
const fileDatabase = useTestDatabase();

// Everything a test starts is stopped after it, whatever happened.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receiver(statusFor?: (index: number) => number): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(statusFor);
  cleanups.push(() => started.close());
  return started;
}

async function app(
  env: Record<string, string>,
  options: { database?: Database; startWorkers?: boolean } = {},
): Promise<TestApp> {
  const started = await createTestApp(
    { LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
    { database: fileDatabase.database, startWorkers: true, ...options },
  );
  cleanups.push(() => started.close());
  return started;
}

async function postLead(subject: TestApp, body: Record<string, unknown>): Promise<Lead> {
  const response = await subject.app.inject({ method: 'POST', url: '/api/site/lead', payload: body });
  expect(response.statusCode).toBe(201);
  return leadSchema.parse(response.json());
}

const contactLead = () => ({
  type: 'contact',
  name: 'Riley Homeowner',
  email: `riley.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(916) 555-0134',
  message: 'Budget < 700k & flexible on timing.',
});

interface DeliveryState {
  channel: string;
  target: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/** Polls the lead's deliveries until none is pending (the hand-off has settled). */
function settledDeliveries(database: Database, leadId: string) {
  return waitFor(
    async () => {
      const rows = await queryRows<DeliveryState & Record<string, unknown>>(
        database,
        `select channel, target, status, attempts, last_error from webhook_deliveries
         where kind = 'lead' and subject_id = $1 order by channel, target`,
        [leadId],
      );
      return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
    },
    { timeoutMs: 25_000, what: `the deliveries of lead ${leadId} to settle` },
  );
}

function attemptsOf(database: Database, leadId: string) {
  return queryRows<{ attempt: number; ok: boolean; status_code: number | null }>(
    database,
    `select a.attempt, a.ok, a.status_code from webhook_attempts a
     join webhook_deliveries d on d.id = a.delivery_id where d.kind = 'lead' and d.subject_id = $1 order by a.attempt`,
    [leadId],
  );
}

/** Checks X-Roost-Signature as a partner would: t=<seconds>,v1=<HMAC of `${t}.${body}`>. */
function signatureIsValid(request: ReceivedRequest, secret: string): boolean {
  const header = String(request.headers['x-roost-signature'] ?? '');
  const match = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(header);
  if (!match) return false;
  return signWebhookBody(secret, Number(match[1]), request.body) === header;
}

describe('lead hand-off', () => {
  it('posts the signed lead to every webhook once and mails the lead inbox', async () => {
    const partner = await receiver();
    const subject = await app({
      LEAD_WEBHOOK_URLS: `${partner.url('/hook-a')},${partner.url('/hook-b')}`,
      LEAD_INBOX_EMAIL: INBOX,
    });
    const lead = await postLead(subject, contactLead());

    const deliveries = await settledDeliveries(subject.database, lead.id);
    expect(deliveries).toEqual([
      { channel: 'email', target: INBOX, status: 'delivered', attempts: 1, last_error: null },
      { channel: 'webhook', target: partner.url('/hook-a'), status: 'delivered', attempts: 1, last_error: null },
      { channel: 'webhook', target: partner.url('/hook-b'), status: 'delivered', attempts: 1, last_error: null },
    ]);

    expect(partner.requests.map((request) => request.path).sort()).toEqual(['/hook-a', '/hook-b']);
    for (const request of partner.requests) {
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toMatch(/application\/json/);
      expect(request.headers['x-roost-event']).toBe('lead.created');
      expect(JSON.parse(request.body)).toEqual({ event: 'lead.created', lead });
      expect(signatureIsValid(request, WEBHOOK_SECRET)).toBe(true);
      expect(signatureIsValid(request, 'some-other-secret-entirely')).toBe(false);
      expect(signatureIsValid({ ...request, body: request.body.replace('Riley', 'Mallory') }, WEBHOOK_SECRET)).toBe(
        false,
      );
    }

    const mails = (await listOutboxMails(subject.database.db, 50)).filter((mail) => mail.text.includes(lead.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: INBOX, subject: 'New contact lead from Riley Homeowner' });
    expect(mails[0]?.text).toContain(lead.email);
    expect(mails[0]?.text).toContain('+19165550134');
    expect(mails[0]?.html).toContain('Budget &lt; 700k &amp; flexible');
    expect(mails[0]?.html).not.toContain('Budget < 700k');

    const outbox = await subject.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['content-type']).toMatch(/text\/html/);
    expect(outbox.body).toContain('New contact lead from Riley Homeowner');
    expect(outbox.body).toContain(INBOX);
    expect(outbox.body).toContain('Budget &lt; 700k');

    const page = await subject.app.inject({ method: 'GET', url: '/dev/deliveries' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(partner.url('/hook-a'));
    expect(page.body).toContain(partner.url('/hook-b'));
    expect(page.body).toContain('delivered');
  });

  it('retries a webhook that fails once, and records both attempts', async () => {
    const partner = await receiver((index) => (index === 0 ? 500 : 200));
    const subject = await app({ LEAD_WEBHOOK_URLS: partner.url('/flaky'), LEAD_RETRY_DELAY_SECONDS: '1' });
    const lead = await postLead(subject, contactLead());

    const [delivery] = await settledDeliveries(subject.database, lead.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(await attemptsOf(subject.database, lead.id)).toEqual([
      { attempt: 1, ok: false, status_code: 500 },
      { attempt: 2, ok: true, status_code: 200 },
    ]);
    expect(partner.requests).toHaveLength(2);
    // The retry carries the same lead and delivery id (so the receiver can drop a repeat), signed afresh.
    expect(partner.requests[1]?.body).toBe(partner.requests[0]?.body);
    const deliveryIds = partner.requests.map((request) => request.headers['x-roost-delivery']);
    const [stored] = await queryRows<{ id: string }>(
      subject.database,
      `select id from webhook_deliveries where kind = 'lead' and subject_id = $1`,
      [lead.id],
    );
    expect(deliveryIds).toEqual([stored!.id, stored!.id]);
    expect(partner.requests.every((request) => signatureIsValid(request, WEBHOOK_SECRET))).toBe(true);

    const page = await subject.app.inject({ method: 'GET', url: '/dev/deliveries' });
    expect(page.body).toContain('#1 failed 500');
    expect(page.body).toContain('#2 ok 200');
  });

  it('marks a delivery failed once LEAD_RETRY_LIMIT retries are used up', async () => {
    const partner = await receiver(() => 503);
    const subject = await app({
      LEAD_WEBHOOK_URLS: partner.url('/down'),
      LEAD_RETRY_LIMIT: '1',
      LEAD_RETRY_DELAY_SECONDS: '1',
    });
    const lead = await postLead(subject, contactLead());

    const [delivery] = await settledDeliveries(subject.database, lead.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, last_error: 'HTTP 503' });
    expect(await attemptsOf(subject.database, lead.id)).toEqual([
      { attempt: 1, ok: false, status_code: 503 },
      { attempt: 2, ok: false, status_code: 503 },
    ]);
    expect(partner.requests).toHaveLength(2);
  });

  it('records an unreachable webhook as a failed attempt with the reason', async () => {
    const closed = await startWebhookReceiver();
    const unreachable = closed.url('/gone');
    await closed.close();
    const subject = await app({ LEAD_WEBHOOK_URLS: unreachable, LEAD_RETRY_LIMIT: '0' });
    const lead = await postLead(subject, contactLead());

    const [delivery] = await settledDeliveries(subject.database, lead.id);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts).toBe(1);
    expect(delivery?.last_error).toMatch(/ECONNREFUSED|connect|fetch failed/i);
  });

  it('delivers a lead stored while no worker ran, once a restarted server starts its workers', async () => {
    const partner = await receiver();
    const testDatabase: TestDatabase = await createTestDatabase({ persistent: true });
    cleanups.push(() => testDatabase.destroy());
    const env = { LEAD_WEBHOOK_URLS: partner.url('/after-restart'), LEAD_INBOX_EMAIL: INBOX };

    const before = await createTestApp(
      { LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
      { database: testDatabase.database },
    );
    const lead = await postLead(before, contactLead());
    await before.close();
    expect(partner.requests).toHaveLength(0);

    const database = await testDatabase.reopen();
    const after = await app(env, { database, startWorkers: true });
    const deliveries = await settledDeliveries(after.database, lead.id);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    expect(partner.requests).toHaveLength(1);
    expect(JSON.parse(partner.requests[0]?.body ?? '{}')).toEqual({ event: 'lead.created', lead });
    expect((await listOutboxMails(database.db, 10)).map((mail) => mail.to)).toEqual([INBOX]);
  });
});

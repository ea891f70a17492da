import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/platform/db/migrations';
import { migrationsFolder } from '../src/server-paths';
import type { Database } from '../src/platform/db/types';
import { listOutboxMails } from '../src/modules/notifications/testing';
import { signWebhookBody } from '../src/modules/webhooks/testing';
import { createTestApp, createTestDatabase, queryRows, waitFor } from './test-database';
import { startWebhookReceiver } from './webhook-receiver';

/** The migrations folder as it was before `0010`: the first ten entries of the journal. */
function folderUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

async function migrateWith(database: Database, folder: string) {
  if (database.driver === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

const SECRET = 'partner-shared-secret-for-tests';
const LEAD_ID = '5f0c6a52-3f38-4c8e-9a7e-0d6a4b1c2e01';
const PENDING_WEBHOOK = '0b1e1f63-7a43-4c55-8f0e-6f1d2b3c4d01';
const DELIVERED_WEBHOOK = '0b1e1f63-7a43-4c55-8f0e-6f1d2b3c4d02';
const PENDING_EMAIL = '0b1e1f63-7a43-4c55-8f0e-6f1d2b3c4d03';
const PENDING_REQUEST = '7d2c9e41-1b5a-4f7e-8c3d-2a1b0c9d8e01';
const DELIVERED_REQUEST = '7d2c9e41-1b5a-4f7e-8c3d-2a1b0c9d8e02';
const UNCONFIGURED_REQUEST = '7d2c9e41-1b5a-4f7e-8c3d-2a1b0c9d8e03';

/** The lead as the API answers it and a webhook receives it. */
const lead = {
  id: LEAD_ID,
  type: 'contact',
  name: 'Riley Homeowner',
  email: 'riley@example.com',
  phone: '+19165550134',
  message: "Budget < 700k & it's flexible",
  addressId: null,
  address: null,
  estimatedValue: 640000,
  loanBalance: null,
  dreamRate: 5.25,
  createdDate: '2026-05-04T03:02:01.234Z',
};

const testDatabase = await createTestDatabase({ empty: true });
const oldFolder = folderUpTo(10);
afterAll(async () => {
  await testDatabase.destroy();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

describe('migration 0010: lead deliveries and listing request hand-offs move to the webhooks module', () => {
  it('keeps every delivery, its id, state and attempts, and what it sends, and drops the old tables', async () => {
    const { database } = testDatabase;
    await migrateWith(database, oldFolder);
    for (const statement of [
      sql`insert into leads (id, type, name, email, phone, message, estimated_value, dream_rate, body_hash, created_date)
          values (${LEAD_ID}, 'contact', 'Riley Homeowner', 'riley@example.com', '+19165550134',
                  ${lead.message}, 640000, 5.25, 'hash', '2026-05-04T03:02:01.234Z')`,
      sql`insert into lead_deliveries (id, lead_id, channel, target, status, attempts, last_error, delivered_at) values
          (${PENDING_WEBHOOK}, ${LEAD_ID}, 'webhook', 'http://127.0.0.1:9/old-hook', 'pending', 0, null, null),
          (${DELIVERED_WEBHOOK}, ${LEAD_ID}, 'webhook', 'https://hooks.example.com/b', 'delivered', 2, null, now()),
          (${PENDING_EMAIL}, ${LEAD_ID}, 'email', 'leads@lender.example', 'pending', 0, null, null)`,
      sql`insert into lead_delivery_attempts (delivery_id, attempt, ok, status_code, error, duration_ms) values
          (${DELIVERED_WEBHOOK}, 1, false, 500, 'HTTP 500', 12), (${DELIVERED_WEBHOOK}, 2, true, 200, null, 9)`,
      sql`insert into listing_requests (id, action, listing_id, listing_agent, address, zip, mls_number, name, email, phone, status, attempts, last_status_code, delivered_at) values
          (${PENDING_REQUEST}, 'scheduleViewing', 'L-1', 'Ana Agent', '1 A St, Auburn, CA', '95603', 'MLS1', 'Bea Buyer', 'bea@example.com', '+19165550199', 'pending', 0, null, null),
          (${DELIVERED_REQUEST}, 'all', 'L-2', null, '2 B St, Auburn, CA', '95603', null, 'Cy Buyer', 'cy@example.com', null, 'delivered', 1, 200, now()),
          (${UNCONFIGURED_REQUEST}, 'talkToLoanOfficer', 'L-3', null, '3 C St, Auburn, CA', '95603', null, 'Lou Local', 'lou@example.com', null, 'not-configured', 0, null, null)`,
    ])
      await database.db.execute(statement);
    await runMigrations(database);

    expect(
      await queryRows(
        database,
        `select id, kind, subject_id, channel, target, event, summary, person, status, attempts, last_status_code
         from webhook_deliveries order by id`,
      ),
    ).toEqual([
      {
        id: PENDING_WEBHOOK,
        kind: 'lead',
        subject_id: LEAD_ID,
        channel: 'webhook',
        target: 'http://127.0.0.1:9/old-hook',
        event: 'lead.created',
        summary: 'contact',
        person: 'riley@example.com',
        status: 'pending',
        attempts: 0,
        last_status_code: null,
      },
      expect.objectContaining({ id: DELIVERED_WEBHOOK, status: 'delivered', attempts: 2, last_status_code: 200 }),
      expect.objectContaining({ id: PENDING_EMAIL, channel: 'email', target: 'leads@lender.example' }),
      {
        id: PENDING_REQUEST,
        kind: 'listing-request',
        subject_id: PENDING_REQUEST,
        channel: 'webhook',
        target: '',
        event: 'listing.request',
        summary: 'scheduleViewing: 1 A St, Auburn, CA 95603 (agent Ana Agent)',
        person: 'Bea Buyer <bea@example.com> +19165550199',
        status: 'pending',
        attempts: 0,
        last_status_code: null,
      },
      expect.objectContaining({
        id: DELIVERED_REQUEST,
        summary: 'all: 2 B St, Auburn, CA 95603',
        person: 'Cy Buyer <cy@example.com>',
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
      }),
    ]);
    expect(
      await queryRows(
        database,
        'select delivery_id, attempt, ok, status_code, error from webhook_attempts order by attempt',
      ),
    ).toEqual([
      { delivery_id: DELIVERED_WEBHOOK, attempt: 1, ok: false, status_code: 500, error: 'HTTP 500' },
      { delivery_id: DELIVERED_WEBHOOK, attempt: 2, ok: true, status_code: 200, error: null },
    ]);
    const gone = await queryRows<{ deliveries: string | null; attempts: string | null }>(
      database,
      `select to_regclass('public.lead_deliveries')::text as deliveries,
              to_regclass('public.lead_delivery_attempts')::text as attempts`,
    );
    expect(gone).toEqual([{ deliveries: null, attempts: null }]);
    const columns = await queryRows<{ column_name: string }>(
      database,
      `select column_name from information_schema.columns where table_name = 'listing_requests' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('status');
    expect(columns.map((column) => column.column_name)).not.toContain('attempts');
  });

  it('sends the moved pending deliveries as before, for the jobs queued before the migration', async () => {
    const receiver = await startWebhookReceiver();
    const { database } = testDatabase;
    await database.db.execute(
      sql`update webhook_deliveries set target = ${receiver.url('/lead-hook')} where id = ${PENDING_WEBHOOK}`,
    );
    const subject = await createTestApp(
      { LEAD_WEBHOOK_SECRET: SECRET, AUTOMATION_WEBHOOK_URL: receiver.url('/automation') },
      { database, startWorkers: true },
    );
    try {
      // As the previous version queued them: by delivery id for leads, by request id for listing requests.
      await database.db.transaction((tx) =>
        subject.runtime.queue.enqueue(tx, [
          { name: 'lead-webhook', data: { deliveryId: PENDING_WEBHOOK } },
          { name: 'lead-email', data: { deliveryId: PENDING_EMAIL } },
          { name: 'listing-webhook', data: { requestId: PENDING_REQUEST } },
        ]),
      );
      await waitFor(async () => {
        const pending = await queryRows(database, `select id from webhook_deliveries where status = 'pending'`);
        return pending.length === 0 ? true : undefined;
      });

      const posted = receiver.requests.find((request) => request.method === 'POST')!;
      expect(JSON.parse(posted.body)).toEqual({ event: 'lead.created', lead });
      expect(posted.headers['x-roost-delivery']).toBe(PENDING_WEBHOOK);
      const postedTimestamp = Number(/t=(\d+)/.exec(String(posted.headers['x-roost-signature']))![1]);
      expect(posted.headers['x-roost-signature']).toBe(signWebhookBody(SECRET, postedTimestamp, posted.body));

      const got = receiver.requests.find((request) => request.method === 'GET')!;
      const url = new URL(got.path, 'http://receiver');
      expect(url.pathname).toBe('/automation');
      expect([...url.searchParams]).toEqual([
        ['action', 'scheduleViewing'],
        ['listingAgent', 'Ana Agent'],
        ['address', '1 A St, Auburn, CA'],
        ['zip', '95603'],
        ['name', 'Bea Buyer'],
        ['phone', '+19165550199'],
        ['email', 'bea@example.com'],
        ['listingId', 'L-1'],
        ['mlsNumber', 'MLS1'],
      ]);
      expect(got.headers['x-roost-delivery']).toBe(PENDING_REQUEST);
      const gotTimestamp = Number(/t=(\d+)/.exec(String(got.headers['x-roost-signature']))![1]);
      expect(got.headers['x-roost-signature']).toBe(signWebhookBody(SECRET, gotTimestamp, url.search.slice(1)));

      const fields = [
        ['Type', 'contact'],
        ['Name', 'Riley Homeowner'],
        ['Email', 'riley@example.com'],
        ['Phone', '+19165550134'],
        ['Message', "Budget < 700k & it's flexible"],
        ['Estimated value', '640000'],
        ['Dream rate', '5.25'],
        ['Received', '2026-05-04T03:02:01.234Z'],
        ['Lead id', LEAD_ID],
      ];
      const escaped = (value: string) =>
        value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll("'", '&#39;');
      const [mail] = (await listOutboxMails(database.db, 10)).filter((sent) => sent.to === 'leads@lender.example');
      expect(mail).toMatchObject({
        subject: 'New contact lead from Riley Homeowner',
        text: ['A new lead arrived on Roost.', '', ...fields.map(([label, value]) => `${label}: ${value}`)].join('\n'),
        html:
          '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif">\n' +
          '<p>A new lead arrived on Roost.</p>\n<table cellpadding="4">' +
          fields
            .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escaped(value!)}</td></tr>`)
            .join('') +
          '</table></body></html>',
      });

      const page = (await subject.app.inject({ method: 'GET', url: '/dev/deliveries' })).body;
      expect(page).toContain('#1 failed 500 (HTTP 500) 12 ms\n#2 ok 200 9 ms');
      expect(page).toContain('Cy Buyer &lt;cy@example.com&gt;');
      expect(page).toContain('1 attempt (not recorded one by one then), last: ok 200');
    } finally {
      await subject.close();
      await receiver.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { homesReplySchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, useTestDatabase, waitFor, type TestApp } from '../../../test/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

// One page lists the deliveries of every kind (leads, listing requests) with their attempts.
const fileDatabase = useTestDatabase();
let receiver: WebhookReceiver;
let development: TestApp;
let demo: TestApp;

beforeAll(async () => {
  receiver = await startWebhookReceiver((index) => (index === 0 ? 503 : 200));
  const env = {
    LEAD_WEBHOOK_URLS: receiver.url('/lead-hook'),
    AUTOMATION_WEBHOOK_URL: receiver.url('/automation'),
    LEAD_RETRY_DELAY_SECONDS: '1',
  };
  development = await createTestApp(env, { database: fileDatabase.database, startWorkers: true });
  demo = await createTestApp({ ...env, APP_MODE: 'demo', NODE_ENV: 'production' }, { database: fileDatabase.database });
});
afterAll(async () => {
  await demo?.close();
  await development?.close();
  await receiver?.close();
});

describe('GET /dev/deliveries', () => {
  it('lists lead and listing request deliveries with every attempt, and hides the people in demo mode', async () => {
    const email = `dana.${randomUUID().slice(0, 8)}@example.com`;
    const lead = await development.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      payload: { type: 'contact', name: 'Dana Lead', email, message: 'Please call me.' },
    });
    expect(lead.statusCode).toBe(201);
    const homes = homesReplySchema.parse(
      (await development.app.inject({ method: 'GET', url: '/api/home/homes?payment=3500&option=1&count=1' })).json(),
    );
    const listing = homes.homes[0]!;
    const request = await development.app.inject({
      method: 'POST',
      url: `/api/home/homes/${listing.id}/actions`,
      payload: { action: 'scheduleViewing', name: 'Bea Buyer', email: 'bea.page@example.com' },
    });
    expect(request.statusCode).toBe(202);
    await waitFor(async () => {
      const pending = await queryRows(
        fileDatabase.database,
        `select id from webhook_deliveries where status = 'pending'`,
      );
      return pending.length === 0 ? true : undefined;
    });

    const page = (await development.app.inject({ method: 'GET', url: '/dev/deliveries' })).body;
    expect(page).toContain('<title>Deliveries</title>');
    expect(page).toMatch(/<td><pre>lead<\/pre><\/td><td><pre>contact<\/pre><\/td>/);
    expect(page).toContain(`<td><pre>${email}</pre></td>`);
    expect(page).toContain('<td><pre>listing request</pre></td>');
    expect(page).toContain(`scheduleViewing: ${listing.streetNumber} ${listing.streetName}`);
    expect(page).toContain('Bea Buyer &lt;bea.page@example.com&gt;');
    expect(page).toContain(receiver.url('/automation'));
    // The receiver refused the first call (503) and took the rest.
    expect(page).toMatch(/#1 failed 503 \(HTTP 503\) \d+ ms\n#2 ok 200 \d+ ms/);
    expect(page).toMatch(/#1 ok 200 \d+ ms/);

    const demoPage = (await demo.app.inject({ method: 'GET', url: '/dev/deliveries' })).body;
    expect(demoPage).toContain('<td><pre>listing request</pre></td>');
    expect(demoPage).toContain('(hidden in demo mode)');
    expect(demoPage).not.toContain(email);
    expect(demoPage).not.toContain('Bea Buyer');
    expect(demoPage).not.toContain('bea.page@example.com');
  });
});

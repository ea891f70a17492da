import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, waitFor, type TestApp } from '../../../test/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

/**
 * The delivery figures of GET /metrics: each attempt of a lead's hand-off by channel and outcome, a receiver that
 * keeps failing counted as retrying and then as failed once the retries are spent.
 */
const TOKEN = 'scrape-token-0123456789abcdef';
let partner: WebhookReceiver;
let t: TestApp;

beforeAll(async () => {
  // The failing hook answers 500 every time; the good one 200.
  partner = await startWebhookReceiver((_index, request) => (request.path === '/broken' ? 500 : 200));
  t = await createTestApp(
    {
      METRICS_TOKEN: TOKEN,
      LEAD_WEBHOOK_URLS: `${partner.url('/ok')},${partner.url('/broken')}`,
      LEAD_INBOX_EMAIL: 'new-leads@lender.example',
      LEAD_RETRY_LIMIT: '1',
      LEAD_RETRY_DELAY_SECONDS: '1',
    },
    { startWorkers: true },
  );
});
afterAll(async () => {
  await t?.close();
  await partner?.close();
});

const sample = (text: string, series: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${series} `))
    .map((line) => Number(line.slice(series.length + 1)))[0];

describe('delivery figures', () => {
  it('counts webhook and e-mail attempts by channel and outcome', async () => {
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      payload: {
        type: 'contact',
        name: 'Riley Homeowner',
        email: `riley.${randomUUID().slice(0, 8)}@example.com`,
        phone: '(916) 555-0134',
        message: 'Call me about refinancing.',
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    await waitFor(
      async () => {
        const rows = await queryRows<{ status: string }>(t.database, 'select status from webhook_deliveries');
        return rows.length === 3 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
      },
      { timeoutMs: 25_000, what: 'the deliveries to settle' },
    );

    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = scrape.body;
    expect(sample(text, 'roost_delivery_attempts_total{channel="webhook",outcome="delivered"}')).toBe(1);
    expect(sample(text, 'roost_delivery_attempts_total{channel="email",outcome="delivered"}')).toBe(1);
    expect(sample(text, 'roost_delivery_attempts_total{channel="webhook",outcome="retrying"}')).toBe(1);
    expect(sample(text, 'roost_delivery_attempts_total{channel="webhook",outcome="failed"}')).toBe(1);
    // No target, no person: only channels and outcomes.
    expect(text).not.toMatch(/127\.0\.0\.1|lender\.example|Riley/);
  });
});

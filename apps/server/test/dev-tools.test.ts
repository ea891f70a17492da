import { apiErrorSchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase, type TestApp } from './test-database';

const fileDatabase = useTestDatabase();
const productionSecrets = {
  SESSION_SECRET: 'production-session-secret-0123456789abcdef',
  LEAD_WEBHOOK_SECRET: 'production-webhook-secret-0123',
};
const apps: TestApp[] = [];
let development: TestApp;
let demo: TestApp;
let production: TestApp;

beforeAll(async () => {
  development = await createTestApp({}, { database: fileDatabase.database });
  apps.push(development);
  demo = await createTestApp({ APP_MODE: 'demo', NODE_ENV: 'production' }, { database: fileDatabase.database });
  apps.push(demo);
  production = await createTestApp(
    { APP_MODE: 'production', ...productionSecrets },
    { database: fileDatabase.database },
  );
  apps.push(production);
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

const devPages = [
  ['/dev/outbox', 'Dev outbox'],
  ['/dev/deliveries', 'Lead deliveries'],
  ['/dev/listing-requests', 'Listing requests'],
] as const;

describe('dev tool pages', () => {
  it.each(devPages)('%s answers an HTML page in development mode', async (url, title) => {
    const response = await development.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toMatch(/^<!doctype html>/);
  });

  it.each(devPages)('%s is also served in demo mode', async (url) => {
    const response = await demo.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(devPages)('%s answers 404 JSON in production mode', async (url) => {
    const response = await production.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(response.json()).errorMessage).toContain(url);
  });

  it('leaves the API working in production mode', async () => {
    const health = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const lead = await production.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      payload: { type: 'incomplete', email: 'prod.check@example.com' },
    });
    expect(lead.statusCode).toBe(201);
  });

  it('escapes what a visitor typed and what was configured when showing it on a dev page', async () => {
    const withWebhook = await createTestApp(
      { LEAD_WEBHOOK_URLS: 'http://127.0.0.1:9/hook?source=roost&kind=lead' },
      { database: fileDatabase.database },
    );
    try {
      const response = await withWebhook.app.inject({
        method: 'POST',
        url: '/api/site/lead',
        payload: { type: 'incomplete', email: "o'brien@example.com" },
      });
      expect(response.statusCode).toBe(201);
      const page = await withWebhook.app.inject({ method: 'GET', url: '/dev/deliveries' });
      expect(page.body).toContain('o&#39;brien@example.com');
      expect(page.body).not.toContain("o'brien@example.com");
      expect(page.body).toContain('source=roost&amp;kind=lead');
      expect(page.body).toContain('pending');
    } finally {
      await withWebhook.close();
    }
  });
});

import { apiErrorSchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../src/modules/user/testing';
import { createTestApp, useTestDatabase, type TestApp } from './test-database';

const fileDatabase = useTestDatabase();
const productionSecrets = {
  SESSION_SECRET: 'production-session-secret-0123456789abcdef',
  LEAD_WEBHOOK_SECRET: 'production-webhook-secret-0123',
  OPT_OUT_HASH_SECRET: 'production-opt-out-hash-secret-0123456789',
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
  ['/dev/deliveries', 'Deliveries'],
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

  it('sends the old listing requests page to the one deliveries page, and only where dev tools are on', async () => {
    for (const subject of [development, demo]) {
      const response = await subject.app.inject({ method: 'GET', url: '/dev/listing-requests' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/dev/deliveries');
    }
    expect((await production.app.inject({ method: 'GET', url: '/dev/listing-requests' })).statusCode).toBe(404);
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

describe('demo mode shows nobody else’s codes, passwords or leads', () => {
  const origin = 'http://localhost:3000';
  /** A browser of its own: keeps the visitor and sign-up cookies it is given. */
  function visitor() {
    const jar = new Map<string, string>();
    const keep = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
      for (const cookie of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair] = String(cookie).split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
      return response;
    };
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      post: async (url: string, payload: object) =>
        keep(await demo.app.inject({ method: 'POST', url, payload, headers: { origin, cookie: cookie() } })),
      outbox: async () =>
        keep(await demo.app.inject({ method: 'GET', url: '/dev/outbox', headers: { cookie: cookie() } })),
    };
  }

  it('gives a visitor its cookie with a page or an action, not with each read of the API', async () => {
    const read = await demo.app.inject({ method: 'GET', url: '/api/health' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(read.headers['cache-control']).toBeUndefined();
    const page = await demo.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(String(page.headers['set-cookie'])).toMatch(/^roost\.visitor=[\w-]{32};/);
    const action = await demo.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
      headers: { origin },
    });
    expect(String(action.headers['set-cookie'])).toMatch(/roost\.visitor=[\w-]{32};/);
  });

  it('shows a visitor the codes they caused for addresses they signed up and the demo accounts, never a reset code for another person', async () => {
    const owner = await insertAccount(demo.runtime.users, {
      name: 'Real Person',
      email: `real-${Date.now()}@example.com`,
      roles: ['user'],
      status: 'active',
      password: 'Hearth7Keys',
    });
    await insertAccount(demo.runtime.users, {
      name: 'Hana Homeowner',
      email: 'homeowner@demo.roost.local',
      roles: ['user'],
      status: 'active',
      password: 'Hearth7Keys',
    });
    const attacker = visitor();
    const newcomer = visitor();
    await attacker.outbox();
    await newcomer.outbox();

    expect((await attacker.post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
    const signUpEmail = `newcomer-${Date.now()}@example.com`;
    const signedUp = await newcomer.post('/api/auth/sign-up', {
      name: 'New',
      email: signUpEmail,
      password: 'Hearth7Keys',
    });
    expect(signedUp.statusCode).toBe(201);
    expect((await attacker.post('/api/auth/forgot-password', { email: 'homeowner@demo.roost.local' })).statusCode).toBe(
      200,
    );

    const attackerSees = (await attacker.outbox()).body;
    expect(attackerSees).not.toContain(owner.email);
    expect(attackerSees).not.toContain(signUpEmail);
    expect(attackerSees).toContain('homeowner@demo.roost.local');

    const newcomerSees = (await newcomer.outbox()).body;
    expect(newcomerSees).toContain(signUpEmail);
    expect(newcomerSees).toContain('Your Roost confirmation code');
    expect(newcomerSees).not.toContain(owner.email);
    // The address they signed up is theirs in the demo: its reset code shows too, but not to the attacker.
    expect((await newcomer.post('/api/auth/forgot-password', { email: signUpEmail })).statusCode).toBe(200);
    expect((await attacker.post('/api/auth/forgot-password', { email: signUpEmail })).statusCode).toBe(200);
    expect((await newcomer.outbox()).body).toContain('Your Roost password reset code');
    expect((await attacker.outbox()).body).not.toContain(signUpEmail);
    // A stranger with no cookie sees only the demo accounts' mail.
    const stranger = (await demo.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(stranger).not.toContain(signUpEmail);
    expect(stranger).not.toContain(owner.email);
  });

  it('hides the people in lead deliveries', async () => {
    const env = { LEAD_INBOX_EMAIL: 'inbox@example.com' };
    const demoWithInbox = await createTestApp({ ...env, APP_MODE: 'demo', NODE_ENV: 'production' }, fileDatabase);
    const devWithInbox = await createTestApp(env, fileDatabase);
    apps.push(demoWithInbox, devWithInbox);
    const email = `lead-${Date.now()}@example.com`;
    const lead = await demoWithInbox.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      payload: { type: 'incomplete', email },
    });
    expect(lead.statusCode).toBe(201);
    const page = await demoWithInbox.app.inject({ method: 'GET', url: '/dev/deliveries' });
    expect(page.body).toContain('inbox@example.com');
    expect(page.body).toContain('(hidden in demo mode)');
    expect(page.body).not.toContain(email);
    expect((await devWithInbox.app.inject({ method: 'GET', url: '/dev/deliveries' })).body).toContain(email);
  });
});

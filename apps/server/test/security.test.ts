import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, useTestDatabase, type TestApp } from './test-database';

const fileDatabase = useTestDatabase();
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp({}, { database: fileDatabase.database });
});
afterAll(async () => {
  await subject?.close();
});

describe('security headers', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/site/company'],
    ['GET', '/api/unknown'],
    ['POST', '/api/site/lead'],
    ['GET', '/dev/outbox'],
  ] as const)('are sent on %s %s', async (method, url) => {
    const response = await subject.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('let Stripe.js and its card frames in only when Stripe takes the payments', async () => {
    const ownOnly = String(
      (await subject.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(ownOnly).not.toContain('stripe.com');
    const withStripe = await createTestApp(
      {
        PAYMENT_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      { database: fileDatabase.database },
    );
    try {
      const csp = String(
        (await withStripe.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    } finally {
      await withStripe.close();
    }
  });

  it('do not force HTTPS while the public URL is plain HTTP', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('force HTTPS once the public URL is HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://roost.example' }, { database: fileDatabase.database });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('the general rate limit', () => {
  it("counts API calls only: a page's many files never lock a visitor out", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' }, { database: fileDatabase.database });
    try {
      for (let request = 0; request < 6; request++) {
        expect((await limited.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
      }
      const api = [];
      for (let request = 0; request < 4; request++) {
        api.push((await limited.app.inject({ method: 'GET', url: '/api/site/company' })).statusCode);
      }
      expect(api).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('robots.txt', () => {
  it('is served as text/plain and keeps crawlers out of the API and dev tools', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /dev/');
  });
});

describe('route access declarations', () => {
  // A second app on the same runtime, so routes can be added before it is ready.
  let unready: FastifyInstance;
  beforeAll(async () => {
    unready = await buildApp(subject.config, subject.runtime);
  });
  afterAll(async () => {
    await unready?.close();
  });

  it.each(['/api/site/secret-report', '/api/anything', '/dev/debug'])(
    'refuses to register %s without config.access',
    (url) => {
      expect(() => unready.get(url, async () => ({ leaked: true }))).toThrow(
        `Route GET ${url} does not declare its access`,
      );
    },
  );

  it('refuses a module whose /api route forgets its access', async () => {
    const app = await buildApp(subject.config, subject.runtime);
    try {
      await expect(
        app
          .register(
            async (module) => {
              module.post('/report', async () => ({ leaked: true }));
            },
            { prefix: '/api/reports' },
          )
          .ready(),
      ).rejects.toThrow('Route POST /api/reports/report does not declare its access');
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('accepts an /api route that declares its access, and a non-API route without one', async () => {
    expect(() =>
      unready.get('/api/declared', { config: { access: 'public' } }, async () => ({ ok: true })),
    ).not.toThrow();
    expect(() => unready.get('/about-us.txt', async () => 'about')).not.toThrow();
    const response = await unready.inject({ method: 'GET', url: '/api/declared' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('is met by every route the app registers (the app builds and answers)', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

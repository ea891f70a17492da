import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readCookie, setCookie } from '../platform/http/cookies';
import { unsafeMethods } from './access';

/**
 * Demo mode serves the dev outbox to the public, so each visitor (browser) gets a random id in an
 * httpOnly cookie and every request runs with it: mail a visitor's own request caused can be shown to
 * that visitor alone. Off outside demo mode.
 */
const COOKIE_NAME = 'roost.visitor';
const visitorStorage = new AsyncLocalStorage<string>();

/** The visitor whose request is running, in demo mode; undefined otherwise (and in background jobs). */
export function currentVisitorId(): string | undefined {
  return visitorStorage.getStore();
}

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function registerDemoVisitor(app: FastifyInstance, secure: boolean) {
  app.addHook('onRequest', (request, reply, done) => {
    // A short link only forwards (it sends no mail): no visitor to tell apart, and it is the hot path.
    if (request.url.startsWith('/l/')) return done();
    let visitorId = readCookie(request.headers.cookie, COOKIE_NAME);
    if (!visitorId || !/^[\w-]{32}$/.test(visitorId)) {
      // A read of the API sends no mail, so it needs no visitor: minting one for a client that keeps no cookies
      // would set a cookie (and so no-store) on every anonymous reply. A browser has its visitor from the page.
      if (!unsafeMethods.has(request.method) && request.url.startsWith('/api/')) return done();
      // 122 random bits from the runtime's pooled entropy (randomBytes per request showed in profiles).
      visitorId = randomUUID().replaceAll('-', '');
      setCookie(reply, { name: COOKIE_NAME, value: visitorId, path: '/', maxAgeSeconds: THIRTY_DAYS, secure });
    }
    visitorStorage.run(visitorId, done);
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

function visitorFromCookie(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE_NAME && value && /^[\w-]{32}$/.test(value)) return value;
  }
  return undefined;
}

export function registerDemoVisitor(app: FastifyInstance, secure: boolean) {
  app.addHook('onRequest', (request, reply, done) => {
    let visitorId = visitorFromCookie(request.headers.cookie);
    if (!visitorId) {
      visitorId = randomBytes(24).toString('base64url');
      const attributes = [`${COOKIE_NAME}=${visitorId}`, 'Path=/', 'Max-Age=2592000', 'HttpOnly', 'SameSite=Lax'];
      reply.header('set-cookie', [...(secure ? [...attributes, 'Secure'] : attributes)].join('; '));
    }
    visitorStorage.run(visitorId, done);
  });
}

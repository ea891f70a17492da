import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Replies that depend on who asks must stay out of every cache (the browser's back/forward and disk
 * caches, proxies, CDNs): a shared computer or a proxy must not hand one person's records to the next.
 * `Cache-Control: no-store` goes on every API or dev-tool reply to a request that carries a session
 * (cookie or bearer token), on every reply that sets a cookie, and on every reply of a non-public
 * route, refusals included. The web app's own files are the same for everyone and keep their caching.
 */
export function registerNoStore(app: FastifyInstance, options: { sessionCookieName: string }) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (mustNotBeStored(request, reply, options.sessionCookieName)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

function mustNotBeStored(request: FastifyRequest, reply: FastifyReply, sessionCookieName: string): boolean {
  if (reply.hasHeader('set-cookie')) return true;
  const path = request.url;
  if (!path.startsWith('/api') && !path.startsWith('/dev')) return false;
  const access = request.routeOptions.config?.access;
  if (access !== undefined && access !== 'public') return true;
  const carriesCookie = (request.headers.cookie ?? '').includes(sessionCookieName);
  const carriesBearer = /^Bearer /i.test(request.headers.authorization ?? '');
  return carriesCookie || carriesBearer;
}

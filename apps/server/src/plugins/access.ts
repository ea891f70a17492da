import { authMessages, hasAnyRole, type Role } from '@roost/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Every route declares who may call it in `config.access`; routes that forget are refused at
 * start-up, so nothing becomes public by accident. The rule is checked before the body is read:
 * - 'public': anyone;
 * - 'signedIn': any signed-in user;
 * - { roles }: a signed-in user holding any of the roles;
 * - { owner, orRoles }: the user whose id is in the route parameter `owner`, or one holding orRoles.
 * A user whose status is reset may only call routes marked `allowPendingReset` until a new password is set.
 */
export type RouteAccessRule =
  'public' | 'signedIn' | { roles: readonly Role[] } | { owner: string; orRoles?: readonly Role[] };

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  status: string;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessRule;
    allowPendingReset?: boolean;
    /** A public route that acts differently for a signed-in caller: the session is read when one is sent. */
    optionalUser?: boolean;
  }
  interface FastifyRequest {
    currentUser: SessionUser | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccessRule;
}

const frameworkRoutes = [/^\/api\/docs/];
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Finds the request's signed-in user; may renew the session cookie on the reply. */
export type SessionResolver = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;

/** Collects every route's declared access; the route table tests read it. */
export function requireAccessDeclarations(app: FastifyInstance): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') && !route.url.startsWith('/dev')) return;
    if (frameworkRoutes.some((pattern) => pattern.test(route.url))) return;
    const access = (route.config as { access?: RouteAccessRule } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });
  return declared;
}

function isSameSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin) return false;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin === ownOrigin || allowedOrigins.includes(origin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}

export function registerAccessControl(
  app: FastifyInstance,
  options: { resolveSession: SessionResolver; allowedOrigins: readonly string[]; sessionCookieName: string },
) {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return;
    const usesCookie = (request.headers.cookie ?? '').includes(options.sessionCookieName);
    const usesBearer = /^Bearer /i.test(request.headers.authorization ?? '');
    // A browser on another site must not act here: not with our cookie (CSRF), and not to sign a
    // victim into someone else's account (login CSRF). Bearer-token and server-to-server calls send no
    // cookie and usually no Origin.
    if (unsafeMethods.has(request.method) && !usesBearer) {
      const foreignOrigin = request.headers.origin !== undefined && !isSameSite(request, options.allowedOrigins);
      const cookieActs = access !== 'public' || config.optionalUser === true;
      const unprovenCookie = usesCookie && cookieActs && !isSameSite(request, options.allowedOrigins);
      if (foreignOrigin || unprovenCookie) throw new AppError(403, 'Cross-site request refused');
    }
    if (access === 'public') {
      if (config.optionalUser && (usesCookie || usesBearer))
        request.currentUser = await options.resolveSession(request, reply);
      return;
    }
    const user = await options.resolveSession(request, reply);
    if (!user) throw new AppError(401, authMessages.signInRequired);
    request.currentUser = user;
    if (user.status === 'reset' && !config.allowPendingReset) {
      throw new AppError(403, 'Please choose a new password first');
    }
    if (access === 'signedIn') return;
    if ('roles' in access) {
      if (!hasAnyRole(user.roles, access.roles)) throw new AppError(403, authMessages.notAllowed);
      return;
    }
    const ownerId = (request.params as Record<string, string | undefined>)[access.owner];
    if (ownerId !== user.id && !hasAnyRole(user.roles, access.orRoles ?? [])) {
      throw new AppError(403, authMessages.notAllowed);
    }
  });
}

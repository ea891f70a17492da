import { authMessages, hasAnyRole, type Role } from '@roost/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Every route declares who may call it in `config.access`; routes that forget are refused at
 * start-up, so nothing becomes public by accident. The rule is checked before the body is read:
 * - 'public': anyone;
 * - 'signedIn': any signed-in user;
 * - { roles }: a signed-in user holding any of the roles;
 * - { owner, orRoles }: the user whose id is in the route parameter `owner`, or one holding orRoles;
 * - { scope }: a signed-in user holding one of scope.roles inside the organization or branch of the
 *   record the request names (decision 007); superadmin crosses scopes. Checked once the request is
 *   validated, since the record's id may be in the body.
 * A user whose status is reset may only call routes marked `allowPendingReset` until a new password is set.
 */
export type RouteAccessRule =
  | 'public'
  | 'signedIn'
  | { roles: readonly Role[] }
  | { owner: string; orRoles?: readonly Role[] }
  | { scope: ScopeRule };

/** The kinds of record a scope is read from. */
export type ScopeKind = 'team' | 'teamUser';
/**
 * A caller's standing toward a record: orgadmin of its organization, branchmanager, loanofficer or
 * member of its team, the person the record is (self), or the loan officer it belongs to (owner).
 */
export type ScopeRole = 'orgadmin' | 'branchmanager' | 'loanofficer' | 'member' | 'self' | 'owner';
export interface ScopeRule {
  /** Where the record's id is; the first one the request carries counts. */
  targets: readonly ({ param: string; kind: ScopeKind } | { body: string; kind: ScopeKind })[];
  roles: readonly ScopeRole[];
  /** When the request names no record (a new organization): the global roles that may act. */
  withoutTarget?: readonly Role[];
}
/** The caller's scope roles toward a record; null when there is no such record (404). */
export type ScopeResolver = (userId: string, kind: ScopeKind, id: string) => Promise<ScopeRole[] | null>;

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
    /** The caller's standing toward the record a scoped route names ('superadmin' crosses scopes). */
    scopeRoles: readonly (ScopeRole | 'superadmin')[] | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccessRule;
}

const frameworkRoutes = [/^\/api\/docs/];
/** The methods that act; the others only read. */
export const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
  options: {
    resolveSession: SessionResolver;
    resolveScope: ScopeResolver;
    allowedOrigins: readonly string[];
    sessionCookieName: string;
  },
) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('scopeRoles', null);
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
      if (foreignOrigin || unprovenCookie) throw new AppError('CROSS_SITE_REFUSED', 'Cross-site request refused');
    }
    if (access === 'public') {
      if (config.optionalUser && (usesCookie || usesBearer))
        request.currentUser = await options.resolveSession(request, reply);
      return;
    }
    const user = await options.resolveSession(request, reply);
    if (!user) throw new AppError('NOT_SIGNED_IN', authMessages.signInRequired);
    request.currentUser = user;
    if (user.status === 'reset' && !config.allowPendingReset) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please choose a new password first');
    }
    if (access === 'signedIn' || 'scope' in access) return;
    if ('roles' in access) {
      if (!hasAnyRole(user.roles, access.roles)) throw new AppError('FORBIDDEN', authMessages.notAllowed);
      return;
    }
    const ownerId = (request.params as Record<string, string | undefined>)[access.owner];
    if (ownerId !== user.id && !hasAnyRole(user.roles, access.orRoles ?? [])) {
      throw new AppError('FORBIDDEN', authMessages.notAllowed);
    }
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (typeof access !== 'object' || !('scope' in access) || !request.currentUser) return;
    request.scopeRoles = await scopeRolesOf(request, access.scope, options.resolveScope);
  });
}

/** Finds the record the request names and the caller's standing toward it; refuses without one of the rule's roles. */
async function scopeRolesOf(
  request: FastifyRequest,
  rule: ScopeRule,
  resolveScope: ScopeResolver,
): Promise<readonly (ScopeRole | 'superadmin')[]> {
  const user = request.currentUser!;
  const params = request.params as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const target = rule.targets
    .map((candidate) => ({
      kind: candidate.kind,
      id: 'param' in candidate ? params[candidate.param] : body[candidate.body],
    }))
    .find((candidate) => typeof candidate.id === 'string' && candidate.id !== '');
  if (!target) {
    if (hasAnyRole(user.roles, rule.withoutTarget ?? [])) return [];
    throw new AppError('FORBIDDEN', authMessages.notAllowed);
  }
  const held = await resolveScope(user.id, target.kind, target.id as string);
  if (held === null) {
    throw target.kind === 'team'
      ? new AppError('TEAM_NOT_FOUND', 'Team not found')
      : new AppError('TEAM_USER_NOT_FOUND', 'Team user not found');
  }
  if (user.roles.includes('superadmin')) return [...held, 'superadmin'];
  if (!held.some((role) => rule.roles.includes(role))) throw new AppError('FORBIDDEN', authMessages.notAllowed);
  return held;
}

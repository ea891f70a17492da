import { authMessages, type UserRecord } from '@roost/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { writeEventLog } from '../../event-log';
import { SESSION_COOKIE_PREFIX, SESSION_LIFETIME_SECONDS } from '../auth/better-auth';
import { forwardAuthHeaders, tryAuth, webHeaders } from '../auth/better-auth-call';
import { findUserByEmail } from '../repo';
import { toSessionReply, toSessionUser, toUserRecord, type UserLike } from '../user-record';
import type { UserDeps } from './deps';
import { fastSessionUser } from './session-fast-path';

/** better-auth's session cookie: `__Secure-` in front when the site is served over https. */
const sessionCookieName = (config: UserDeps['config']) =>
  `${config.publicUrl.startsWith('https:') ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.session_token`;

async function logLoginFailure(deps: UserDeps, email: string, reason: string, ip: string) {
  await writeEventLog(deps.db, {
    id: `login-error-${crypto.randomUUID()}`,
    source: 'login',
    action: 'error',
    data: { email, reason, ip },
  });
}

/**
 * Signs in with e-mail and password. Every failure (unknown e-mail, wrong password, an account not
 * confirmed yet, a deleted one) answers the same 401 'Error logging in', so the answer tells nobody
 * which e-mails have accounts; the reason goes to the log.
 */
export async function signIn(
  deps: UserDeps,
  input: { email: string; password: string },
  headers: Headers,
  ip: string,
): Promise<{ user: UserRecord; headers: Headers }> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.status === 'delete') {
    await logLoginFailure(deps, input.email, 'deleted user', ip);
    throw new AppError('SIGN_IN_FAILED', authMessages.errorLoggingIn);
  }
  const result = await tryAuth(() =>
    deps.auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true }),
  );
  if (!result.ok) {
    await logLoginFailure(deps, input.email, result.code, ip);
    throw new AppError('SIGN_IN_FAILED', authMessages.errorLoggingIn);
  }
  return { user: toUserRecord(result.value.response.user as UserLike), headers: result.value.headers };
}

export async function signOut(deps: UserDeps, headers: Headers): Promise<Headers> {
  const result = await tryAuth(() => deps.auth.api.signOut({ headers, returnHeaders: true }));
  return result.ok ? result.value.headers : new Headers();
}

/**
 * The signed-in user of a request (cookie or bearer token). A renewed session cookie is passed on to
 * the reply; a deleted user's sessions, and a session past its lifetime, end here.
 */
export async function resolveSessionUser(
  deps: UserDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  const found = await findSessionUser(deps, request);
  if (found?.renewed) forwardAuthHeaders(found.renewed, reply);
  return found ? toSessionUser(found.user) : null;
}

export async function currentSessionReply(deps: UserDeps, request: FastifyRequest) {
  const found = await findSessionUser(deps, request);
  return toSessionReply(found?.user ?? null);
}

/**
 * The request's user: first by the one-query check (session-fast-path.ts), which answers a live session needing
 * nothing done; anything else through better-auth, which also renews, ends and refuses sessions.
 */
async function findSessionUser(
  deps: UserDeps,
  request: FastifyRequest,
): Promise<{ user: UserLike; renewed: Headers | null } | null> {
  const fast = await fastSessionUser(deps, request.headers, sessionCookieName(deps.config));
  if (fast) return { user: fast, renewed: null };
  const headers = webHeaders(request);
  const result = await tryAuth(() =>
    deps.auth.api.getSession({ headers, query: { disableCookieCache: true }, returnHeaders: true }),
  );
  if (!result.ok || !result.value.response) return null;
  const { session } = result.value.response;
  const user = result.value.response.user as UserLike;
  const context = await deps.auth.$context;
  if (user.status === 'delete') {
    await context.internalAdapter.deleteUserSessions(user.id);
    return null;
  }
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_LIFETIME_SECONDS * 1000) {
    await context.internalAdapter.deleteSession(session.token);
    return null;
  }
  const renewed = result.value.headers.getSetCookie().length > 0 ? result.value.headers : null;
  return { user, renewed };
}

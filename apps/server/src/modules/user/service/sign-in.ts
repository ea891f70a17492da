import { authMessages, type UserRecord } from '@roost/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { writeCoreLog } from '../../core';
import { tryAuth, webHeaders } from '../auth/better-auth-call';
import { findUserByEmail } from '../repo';
import { toSessionUser, toUserRecord, type UserLike } from '../user-record';
import type { UserDeps } from './deps';

async function logLoginFailure(deps: UserDeps, email: string, reason: string, ip: string) {
  await writeCoreLog(deps.db, {
    id: `login-error-${crypto.randomUUID()}`,
    source: 'login',
    action: 'error',
    data: { email, reason, ip },
  });
}

/** Signs in with e-mail and password. Every failure says 'Error logging in' and is logged. */
export async function signIn(
  deps: UserDeps,
  input: { email: string; password: string },
  headers: Headers,
  ip: string,
): Promise<{ user: UserRecord; headers: Headers }> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.status === 'delete') {
    await logLoginFailure(deps, input.email, 'deleted user', ip);
    throw new AppError(401, authMessages.errorLoggingIn);
  }
  const result = await tryAuth(() =>
    deps.auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true }),
  );
  if (!result.ok) {
    await logLoginFailure(deps, input.email, result.code, ip);
    if (result.code === 'EMAIL_NOT_VERIFIED') {
      // better-auth has just e-mailed a fresh code (sendOnSignIn): the person can confirm now.
      throw new AppError(403, 'Confirm your email to finish signing up. We sent you a new code.', undefined, {
        status: 'confirm',
      });
    }
    throw new AppError(401, authMessages.errorLoggingIn);
  }
  return { user: toUserRecord(result.value.response.user as UserLike), headers: result.value.headers };
}

export async function signOut(deps: UserDeps, headers: Headers): Promise<Headers> {
  const result = await tryAuth(() => deps.auth.api.signOut({ headers, returnHeaders: true }));
  return result.ok ? result.value.headers : new Headers();
}

/** The signed-in user of a request (cookie or bearer token); a deleted user's sessions end here. */
export async function resolveSessionUser(deps: UserDeps, request: FastifyRequest): Promise<SessionUser | null> {
  const found = await findSessionUser(deps, webHeaders(request));
  return found ? toSessionUser(found) : null;
}

export async function currentUserRecord(deps: UserDeps, headers: Headers): Promise<UserRecord | null> {
  const found = await findSessionUser(deps, headers);
  return found ? toUserRecord(found) : null;
}

async function findSessionUser(deps: UserDeps, headers: Headers): Promise<UserLike | null> {
  const result = await tryAuth(() => deps.auth.api.getSession({ headers, query: { disableCookieCache: true } }));
  if (!result.ok || !result.value) return null;
  const user = result.value.user as UserLike;
  if (user.status === 'delete') {
    const context = await deps.auth.$context;
    await context.internalAdapter.deleteUserSessions(user.id);
    return null;
  }
  return user;
}

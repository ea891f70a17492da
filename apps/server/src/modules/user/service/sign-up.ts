import { authMessages, type UserRecord } from '@roost/domain';
import { AppError } from '../../../errors';
import { writeCoreLog } from '../../core';
import { tryAuth } from '../auth/better-auth-call';
import { findUserByEmail, updateUser } from '../repo';
import { toUserRecord } from '../user-record';
import type { UserDeps } from './deps';

/**
 * Creates the account with status confirm and e-mails a code. A pending account signing up again
 * only gets a new code: changing its password here would let anyone who knows the e-mail set it.
 */
export async function signUp(
  deps: UserDeps,
  input: { name: string; email: string; phone?: string | undefined; password: string },
  headers: Headers,
): Promise<{ email: string; status: 'confirm' }> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && existing.status !== 'confirm') {
    throw new AppError(409, 'An account with this email already exists. Sign in or reset your password.');
  }
  if (existing) {
    await resendCode(deps, input.email);
    return { email: input.email, status: 'confirm' };
  }
  const result = await tryAuth(() =>
    deps.auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password, phone: input.phone ?? null },
      headers,
    }),
  );
  if (!result.ok) throw new AppError(400, authMessages.errorLoggingIn);
  return { email: input.email, status: 'confirm' };
}

export async function resendCode(deps: UserDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // Unknown or already confirmed: answer the same, send nothing.
  if (!user || user.emailVerified) return;
  const result = await tryAuth(() =>
    deps.auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } }),
  );
  if (!result.ok) throw new AppError(400, authMessages.errorResendingCode);
}

/** Confirms the code: the account becomes active and the person is signed in. */
export async function confirmSignUp(
  deps: UserDeps,
  input: { email: string; code: string },
  headers: Headers,
): Promise<{ user: UserRecord; headers: Headers }> {
  const result = await tryAuth(() =>
    deps.auth.api.verifyEmailOTP({ body: { email: input.email, otp: input.code }, headers, returnHeaders: true }),
  );
  if (!result.ok) {
    await writeCoreLog(deps.db, {
      id: `confirm-error-${crypto.randomUUID()}`,
      source: 'confirm',
      action: 'error',
      data: { email: input.email, reason: result.code },
    });
    throw new AppError(400, authMessages.errorConfirmingCode);
  }
  const existing = await findUserByEmail(deps.db, input.email);
  if (!existing) throw new AppError(400, authMessages.errorConfirmingCode);
  const user = existing.status === 'confirm' ? await updateUser(deps.db, existing.id, { status: 'active' }) : existing;
  return { user: toUserRecord(user ?? existing), headers: result.value.headers };
}

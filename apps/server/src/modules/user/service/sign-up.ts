import { randomBytes } from 'node:crypto';
import { authMessages, type UserRecord } from '@roost/domain';
import { AppError } from '../../../errors';
import { writeEventLog } from '../../event-log';
import { accountExistsMail } from '../auth/account-exists-mail';
import { tryAuth } from '../auth/better-auth-call';
import { newSignUpToken, SIGN_UP_ATTEMPT_SECONDS } from '../auth/sign-up-cookie';
import { findUserByEmail, updateUser } from '../repo';
import { deleteSignUpAttempts, findSignUpAttempt, insertSignUpAttempt } from '../sign-up-attempt-repo';
import { toUserRecord } from '../user-record';
import type { UserDeps } from './deps';
import { refuseCommonPassword } from './common-passwords';

const attemptCutOff = () => new Date(Date.now() - SIGN_UP_ATTEMPT_SECONDS * 1000);

/**
 * Starts a sign-up. The password is kept with this browser's attempt (bound by an httpOnly cookie)
 * and becomes the account's only when a code is confirmed from the same browser: someone who signs
 * up with another person's e-mail never gets their password onto that person's account. The answer
 * is the same whether or not the e-mail has an account (an existing account's owner is told by
 * e-mail instead of getting a code), so sign-up tells nobody which e-mails are registered.
 */
export async function signUp(
  deps: UserDeps,
  input: { name: string; email: string; phone?: string | undefined; password: string },
  headers: Headers,
): Promise<{ reply: { email: string; status: 'confirm' }; attemptToken: string }> {
  refuseCommonPassword(input.password, 'password');
  const context = await deps.auth.$context;
  const attempt = newSignUpToken();
  await insertSignUpAttempt(
    deps.db,
    {
      tokenDigest: attempt.digest,
      email: input.email,
      name: input.name,
      phone: input.phone ?? null,
      passwordHash: await context.password.hash(input.password),
    },
    attemptCutOff(),
  );
  const existing = await findUserByEmail(deps.db, input.email);
  if (!existing) {
    await createPendingAccount(deps, input, headers);
  } else if (existing.status === 'confirm') {
    await sendConfirmationCode(deps, input.email);
  } else if (existing.status !== 'delete') {
    await deps.mail.send(accountExistsMail(input.email, deps.config.publicUrl));
  }
  return { reply: { email: input.email, status: 'confirm' }, attemptToken: attempt.token };
}

/**
 * A pending account with a password nobody knows (so nobody signs in before confirming); better-auth
 * e-mails the code. A simultaneous sign-up that created it first just gets a new code.
 */
async function createPendingAccount(
  deps: UserDeps,
  input: { name: string; email: string; phone?: string | undefined },
  headers: Headers,
) {
  const unguessable = randomBytes(48).toString('base64url');
  const result = await tryAuth(() =>
    deps.auth.api.signUpEmail({
      body: { name: input.name, email: input.email, password: unguessable, phone: input.phone ?? null },
      headers,
    }),
  );
  if (result.ok) return;
  const raced = await findUserByEmail(deps.db, input.email);
  if (raced?.status !== 'confirm') throw new AppError('SIGN_UP_FAILED', authMessages.errorLoggingIn);
  await sendConfirmationCode(deps, input.email);
}

async function sendConfirmationCode(deps: UserDeps, email: string) {
  const result = await tryAuth(() =>
    deps.auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } }),
  );
  if (!result.ok) throw new AppError('CODE_NOT_SENT', authMessages.errorResendingCode);
}

/** A new code for this browser's own pending sign-up; anything else answers the same and sends nothing. */
export async function resendCode(deps: UserDeps, email: string, attemptDigest: string | null): Promise<void> {
  if (!attemptDigest || !(await findSignUpAttempt(deps.db, attemptDigest, email, attemptCutOff()))) return;
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'confirm') return;
  await sendConfirmationCode(deps, email);
}

async function refuseConfirmation(deps: UserDeps, email: string, reason: string): Promise<never> {
  await writeEventLog(deps.db, {
    id: `confirm-error-${crypto.randomUUID()}`,
    source: 'confirm',
    action: 'error',
    data: { email, reason },
  });
  throw new AppError('CODE_NOT_VALID', authMessages.errorConfirmingCode);
}

/**
 * Confirms the code from the browser that signed up: the e-mail is proven, the account takes that
 * attempt's name, phone and password, becomes active, and the person is signed in.
 */
export async function confirmSignUp(
  deps: UserDeps,
  input: { email: string; code: string },
  headers: Headers,
  attemptDigest: string | null,
): Promise<{ user: UserRecord; headers: Headers }> {
  const attempt = attemptDigest
    ? await findSignUpAttempt(deps.db, attemptDigest, input.email, attemptCutOff())
    : undefined;
  if (!attempt) return refuseConfirmation(deps, input.email, 'NO_SIGN_UP_IN_THIS_BROWSER');
  const pending = await findUserByEmail(deps.db, input.email);
  if (pending?.status !== 'confirm') return refuseConfirmation(deps, input.email, 'NOT_PENDING');
  const result = await tryAuth(() =>
    deps.auth.api.verifyEmailOTP({ body: { email: input.email, otp: input.code }, headers, returnHeaders: true }),
  );
  if (!result.ok) return refuseConfirmation(deps, input.email, result.code);
  const context = await deps.auth.$context;
  await context.internalAdapter.updatePassword(pending.id, attempt.passwordHash);
  const user = await updateUser(deps.db, pending.id, {
    status: 'active',
    emailVerified: true,
    name: attempt.name,
    phone: attempt.phone,
  });
  await deleteSignUpAttempts(deps.db, input.email, attemptCutOff());
  return { user: toUserRecord(user ?? pending), headers: result.value.headers };
}

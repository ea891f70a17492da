import { authMessages, type UserRecord } from '@roost/domain';
import { AppError } from '../../../errors';
import { tryAuth } from '../auth/better-auth-call';
import { findUserByEmail, updateUser } from '../repo';
import { toUserRecord } from '../user-record';
import { refuseCommonPassword } from './common-passwords';
import type { UserDeps } from './deps';

/** Sends a reset code when the e-mail has an account; answers the same either way. */
export async function forgotPassword(deps: UserDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'delete') return;
  const result = await tryAuth(() => deps.auth.api.requestPasswordResetEmailOTP({ body: { email } }));
  if (!result.ok) throw new AppError('CODE_NOT_SENT', authMessages.errorSendingAuthCode);
}

/** Sets a new password with the e-mailed code; every session of the account ends. */
export async function resetPassword(deps: UserDeps, input: { email: string; code: string; password: string }) {
  refuseCommonPassword(input.password, 'password');
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.status === 'delete')
    throw new AppError('PASSWORD_RESET_FAILED', authMessages.errorResettingPassword);
  const result = await tryAuth(() =>
    deps.auth.api.resetPasswordEmailOTP({ body: { email: input.email, otp: input.code, password: input.password } }),
  );
  if (!result.ok) throw new AppError('PASSWORD_RESET_FAILED', authMessages.errorResettingPassword);
  // The code proved the e-mail is theirs: a forced reset is done, a pending sign-up confirmed.
  if (user.status !== 'active') await updateUser(deps.db, user.id, { status: 'active', emailVerified: true });
}

/** The Reset Password page: old and new password; other sessions end, status becomes active. */
export async function changePassword(
  deps: UserDeps,
  userId: string,
  input: { oldPassword: string; newPassword: string },
  headers: Headers,
): Promise<{ user: UserRecord; headers: Headers }> {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const result = await tryAuth(() =>
    deps.auth.api.changePassword({
      body: { currentPassword: input.oldPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) throw new AppError('PASSWORD_CHANGE_FAILED', authMessages.errorResettingPassword);
  const user = await updateUser(deps.db, userId, { status: 'active' });
  if (!user) throw new AppError('PASSWORD_CHANGE_FAILED', authMessages.errorResettingPassword);
  return { user: toUserRecord(user), headers: result.value.headers };
}

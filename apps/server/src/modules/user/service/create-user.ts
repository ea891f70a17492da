import { randomInt } from 'node:crypto';
import { authMessages, type Role, type UserRecord } from '@roost/domain';
import { AppError } from '../../../errors';
import { sendTemplateMail } from '../../notifications';
import { findUserByEmail } from '../repo';
import { toUserRecord, type UserLike } from '../user-record';
import type { UserDeps } from './deps';

/** A temporary password that meets the password rule: 12 characters with every required class. */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789'];
  const all = sets.join('');
  const chars = [
    ...sets.map((set) => set[randomInt(set.length)]!),
    ...Array.from({ length: 9 }, () => all[randomInt(all.length)]!),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Makes a confirmed account with a password; used by admin creation and the demo accounts. */
export async function insertAccount(
  deps: UserDeps,
  input: {
    name: string;
    email: string;
    phone?: string | null;
    roles: readonly Role[];
    status: 'active' | 'reset';
  } & ({ password: string } | { passwordHash: string }),
): Promise<UserLike> {
  const context = await deps.auth.$context;
  const user = (await context.internalAdapter.createUser(
    {
      name: input.name,
      email: input.email,
      emailVerified: true,
      phone: input.phone ?? null,
      status: input.status,
      role: input.roles.join(','),
    },
    { method: 'admin' },
  )) as UserLike;
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: 'passwordHash' in input ? input.passwordHash : await context.password.hash(input.password),
  });
  return user;
}

/** A superadmin creates a user: status reset, temporary password by e-mail. */
export async function createUserByAdmin(
  deps: UserDeps,
  input: { name: string; email: string; phone?: string | undefined; roles: Role[] },
): Promise<UserRecord> {
  if (await findUserByEmail(deps.db, input.email))
    throw new AppError('EMAIL_TAKEN', `${authMessages.unableToCreateUser}: the email is already in use`);
  const password = temporaryPassword();
  try {
    const user = await insertAccount(deps, { ...input, status: 'reset', password });
    await sendTemplateMail(deps.mail, {
      to: input.email,
      templateName: 'welcome',
      password,
      url: deps.config.publicUrl,
    });
    return toUserRecord(user);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('USER_NOT_CREATED', authMessages.unableToCreateUser);
  }
}

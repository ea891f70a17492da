import { parseRoleString, type UserRecord, type UserStatus, userStatuses } from '@roost/domain';
import type { SessionUser } from '../../plugins/access';
import type { UserRow } from './repo';

/** The fields of a user, whether read from our table or handed back by better-auth. */
export type UserLike = Pick<UserRow, 'id' | 'name' | 'email' | 'createdAt'> & {
  phone?: string | null;
  status?: string | null;
  role?: string | null;
  textUpdates?: boolean | null;
  textUpdatesConsentAt?: Date | null;
};

const asStatus = (status: string | null | undefined): UserStatus =>
  (userStatuses as readonly string[]).includes(status ?? '') ? (status as UserStatus) : 'confirm';

/** The spec's user shape: id and userId, and roles both as the comma string and as a list. */
export function toUserRecord(user: UserLike): UserRecord {
  const roles = parseRoleString(user.role ?? 'user');
  return {
    id: user.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    status: asStatus(user.status),
    role: roles.join(','),
    roles,
    textUpdates: user.textUpdates ?? false,
    textUpdatesConsentAt: user.textUpdatesConsentAt ? new Date(user.textUpdatesConsentAt).toISOString() : null,
    createdDate: new Date(user.createdAt).toISOString(),
  };
}

export function toSessionUser(user: UserLike): SessionUser {
  const record = toUserRecord(user);
  return { id: record.id, email: record.email, name: record.name, status: record.status, roles: record.roles };
}

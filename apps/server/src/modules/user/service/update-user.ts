import { authMessages, hasAnyRole, parseRoleString, type UserRecord } from '@roost/domain';
import { AppError, notFound } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { findUserById, updateUser, type UserRow } from '../repo';
import { toUserRecord } from '../user-record';
import type { UserDeps } from './deps';

export interface UserChanges {
  name?: string | undefined;
  phone?: string | null | undefined;
  textUpdates?: boolean | undefined;
  status?: 'active' | 'reset' | 'confirm' | 'delete' | undefined;
  roles?: string[] | undefined;
}

const ADMIN_ROLES = ['admin', 'superadmin'] as const;

/**
 * A person edits their own name, phone and text-updates consent (stored with the time it was
 * given or withdrawn). Status and roles are for admins; only a superadmin grants or revokes admin
 * roles, or changes a superadmin's status.
 */
export async function changeUser(
  deps: UserDeps,
  actor: SessionUser,
  id: string,
  changes: UserChanges,
): Promise<UserRecord> {
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound('User not found');
  const isAdmin = hasAnyRole(actor.roles, ADMIN_ROLES);
  if ((changes.status !== undefined || changes.roles !== undefined) && !isAdmin)
    throw new AppError(403, authMessages.notAllowed);
  // Only a superadmin decides who holds admin powers: granting, revoking, or the status of a superadmin.
  if (!actor.roles.includes('superadmin')) {
    const held = parseRoleString(user.role);
    const adminRolesOf = (list: readonly string[]) => ADMIN_ROLES.filter((role) => list.includes(role)).join();
    const changesAdminRoles = changes.roles !== undefined && adminRolesOf(changes.roles) !== adminRolesOf(held);
    const changesSuperadminStatus = changes.status !== undefined && held.includes('superadmin');
    if (changesAdminRoles || changesSuperadminStatus) throw new AppError(403, authMessages.notAllowed);
  }

  const patch: Partial<UserRow> = {};
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.phone !== undefined) patch.phone = changes.phone;
  if (changes.textUpdates !== undefined && changes.textUpdates !== user.textUpdates) {
    patch.textUpdates = changes.textUpdates;
    patch.textUpdatesConsentAt = new Date();
  }
  if (changes.status !== undefined) patch.status = changes.status;
  if (changes.roles !== undefined) patch.role = [...new Set(changes.roles)].join(',');
  const updated = Object.keys(patch).length > 0 ? await updateUser(deps.db, id, patch) : user;
  if (changes.status === 'delete') {
    const context = await deps.auth.$context;
    await context.internalAdapter.deleteUserSessions(id);
  }
  return toUserRecord(updated ?? user);
}

import {
  authMessages,
  hasAnyRole,
  parseRoleString,
  SITE_TEXT_UPDATES_STATEMENT_ID,
  type UserRecord,
} from '@roost/domain';
import { AppError } from '../../../errors';
import type { Tx } from '../../../platform/db/types';
import type { SessionUser } from '../../../plugins/access';
import { recordAudit } from '../../event-log';
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
const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);

export const userChangeMessages = {
  onlySuperadmin: "Only a superadmin can change an admin's or a superadmin's account",
  onlySuperadminGrants: 'Only a superadmin can grant admin or superadmin',
  notYourself: 'You cannot disable or demote your own account',
} as const;

/**
 * What the consent ledger records of a change: the setting ticked or cleared for the number it covers, and a
 * new cell number while the setting is on (consent for the new number, withdrawn for the old one).
 */
function textConsentChanges(user: UserRow, patch: Partial<UserRow>) {
  const statementId = SITE_TEXT_UPDATES_STATEMENT_ID;
  const consents = patch.textUpdates ?? user.textUpdates;
  const phone = patch.phone !== undefined ? patch.phone : user.phone;
  const changes: { phone: string; granted: boolean; statementId: string; words: string | null }[] = [];
  const newPhone = patch.phone !== undefined && patch.phone !== user.phone;
  if (user.textUpdates && user.phone && (newPhone || !consents))
    changes.push({ phone: user.phone, granted: false, statementId, words: newPhone ? 'Cell number changed' : null });
  if (consents && phone && (newPhone || !user.textUpdates))
    changes.push({ phone, granted: true, statementId, words: null });
  return changes;
}

/** An admin's change of an account's roles or status, in the site-wide log (no organization). */
function auditAccount(
  tx: Tx,
  actor: SessionUser,
  user: UserRow,
  action: 'role.changed' | 'account.status_changed',
  details: Record<string, string>,
) {
  return recordAudit(tx, { actor, action, target: { type: 'user', id: user.id, label: user.email }, details });
}

/**
 * A person edits their own name, phone and text-updates consent (stored with the time it was
 * given or withdrawn). Status and roles are for admins, who manage ordinary users; only a superadmin
 * changes an admin's or a superadmin's account in any way, or grants admin powers. Nobody disables
 * or demotes themselves here, so a site cannot lose its last superadmin by a slip of the hand.
 */
export async function changeUser(
  deps: UserDeps,
  actor: SessionUser,
  id: string,
  changes: UserChanges,
  context: { ipAddress?: string | undefined } = {},
): Promise<UserRecord> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
  if ((changes.status !== undefined || changes.roles !== undefined) && !hasAnyRole(actor.roles, ADMIN_ROLES))
    throw new AppError('FORBIDDEN', authMessages.notAllowed);

  const held = parseRoleString(user.role);
  const wanted = changes.roles === undefined ? held : [...new Set(changes.roles)];
  const changesStatus = changes.status !== undefined && changes.status !== user.status;
  const changesRoles = wanted.length !== held.length || wanted.some((role) => !held.includes(role));
  const isSelf = user.id === actor.id;
  if (isSelf && (changesStatus || held.some((role) => !wanted.includes(role))))
    throw new AppError('CANNOT_DEMOTE_SELF', userChangeMessages.notYourself);
  if (!actor.roles.includes('superadmin')) {
    if (held.some(isAdminRole) && (!isSelf || changesStatus || changesRoles))
      throw new AppError('SUPERADMIN_REQUIRED', userChangeMessages.onlySuperadmin);
    if (wanted.some((role) => isAdminRole(role) && !held.includes(role)))
      throw new AppError('SUPERADMIN_REQUIRED', userChangeMessages.onlySuperadminGrants);
  }

  const patch: Partial<UserRow> = {};
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.phone !== undefined) patch.phone = changes.phone;
  if (changes.textUpdates !== undefined && changes.textUpdates !== user.textUpdates) {
    patch.textUpdates = changes.textUpdates;
    patch.textUpdatesConsentAt = new Date();
  }
  if (changes.status !== undefined) patch.status = changes.status;
  if (changes.roles !== undefined) patch.role = wanted.join(',');
  const updated =
    Object.keys(patch).length > 0
      ? await deps.db.transaction(async (tx) => {
          if (changesRoles && changes.roles !== undefined)
            await auditAccount(tx, actor, user, 'role.changed', { from: held.join(','), to: wanted.join(',') });
          if (changesStatus)
            await auditAccount(tx, actor, user, 'account.status_changed', { from: user.status, to: changes.status! });
          for (const change of textConsentChanges(user, patch)) {
            await deps.recordTextConsent?.(tx, { ...change, actorId: actor.id, ipAddress: context.ipAddress ?? null });
          }
          return updateUser(tx, id, patch);
        })
      : user;
  if (changes.status === 'delete') {
    const context = await deps.auth.$context;
    await context.internalAdapter.deleteUserSessions(id);
  }
  return toUserRecord(updated ?? user);
}

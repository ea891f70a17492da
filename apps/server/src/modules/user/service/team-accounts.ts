import { parseRoleString, type Role } from '@roost/domain';
import { sendTemplateMail } from '../../notifications';
import { deleteUser, findUserByEmail, findUserById, updateUser } from '../repo';
import { insertAccount, temporaryPassword } from './create-user';
import type { UserDeps } from './deps';

/** Roles a person the product adds to a team starts with (spec: role teamuser; user opens the profile). */
const TEAM_ACCOUNT_ROLES: readonly Role[] = ['user', 'teamuser'];
const STAFF_ROLES = ['admin', 'superadmin'];

/**
 * The accounts of people added to teams (spec 4: a new team member gets an account). Someone with
 * an account is linked; anyone else gets one with status reset and a random temporary password,
 * e-mailed once the team record is saved, so the first sign-in asks for a new password.
 */
export function teamAccounts(deps: UserDeps) {
  return {
    /** The account for this e-mail, made if there is none; `temporaryPassword` only for a new one. */
    async findOrCreate(person: { name: string; email: string; phone?: string | null | undefined }) {
      const existing = await findUserByEmail(deps.db, person.email);
      if (existing) return { userId: existing.id, temporaryPassword: null };
      const password = temporaryPassword();
      const user = await insertAccount(deps, {
        name: person.name,
        email: person.email,
        phone: person.phone || null,
        roles: TEAM_ACCOUNT_ROLES,
        status: 'reset',
        password,
      });
      return { userId: user.id, temporaryPassword: password };
    },

    /** Undoes findOrCreate when the team record could not be saved after all. */
    async discardNew(userId: string) {
      await deleteUser(deps.db, userId);
    },

    async sendWelcome(email: string, password: string) {
      await sendTemplateMail(deps.mail, { to: email, templateName: 'welcome', password, url: deps.config.publicUrl });
    },

    /** Adds capability roles (loanofficer, branchmanager, orgadmin) a membership brings; never removes. */
    async grantRoles(userId: string, granted: readonly Role[]) {
      const user = await findUserById(deps.db, userId);
      if (!user) return;
      const held = parseRoleString(user.role);
      const wanted = [...new Set([...held, ...granted])];
      if (wanted.length !== held.length) await updateUser(deps.db, userId, { role: wanted.join(',') });
    },

    /**
     * Spec 4: removing a team member sets the linked account's status to delete, which ends its
     * sessions. Only accounts the product made for a team (teamuser) are retired: a homeowner's own
     * account or a staff account (admin, superadmin) linked to a team stays as it is.
     */
    async retire(userId: string) {
      const user = await findUserById(deps.db, userId);
      const held = parseRoleString(user?.role);
      if (!user || !held.includes('teamuser') || held.some((role) => STAFF_ROLES.includes(role))) return;
      await updateUser(deps.db, userId, { status: 'delete' });
      const context = await deps.auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
    },
  };
}
export type TeamAccounts = ReturnType<typeof teamAccounts>;

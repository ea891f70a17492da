import {
  authMessages,
  isPartnerRole,
  teamMessages,
  teamUserRequestSchema,
  teamUserUpdateSchema,
  type TeamMembership,
  type TeamUser,
} from '@roost/domain';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../../errors';
import {
  countTeamUsersOfUser,
  deleteTeamUsers,
  findMemberByEmail,
  findTeam,
  findTeamUser,
  insertTeamUser,
  membersOf,
  partnersOf,
  teamsByType,
  teamUsersOfUser,
  updateTeamUser,
  type TeamUserRow,
} from '../repo';
import { administers, isUniqueViolation, type Actor, type OrganizationsDeps } from './deps';
import { auditMember } from './audit';
import { accountRoleFor, membershipFor, toTeamUser } from './records';

type NewTeamUser = z.output<typeof teamUserRequestSchema>;
type TeamUserChanges = z.output<typeof teamUserUpdateSchema>;

/** Only an organization's admins make someone a Manager; a branch manager adds loan officers and members. */
function checkMayGrant(actor: Actor, role: string) {
  if (role === 'Manager' && !administers(actor)) throw new AppError('FORBIDDEN', authMessages.notAllowed);
}

async function teamOf(deps: OrganizationsDeps, teamId: string) {
  const team = await findTeam(deps.db, teamId);
  if (!team) throw new AppError('TEAM_NOT_FOUND', teamMessages.teamNotFound);
  return team;
}

/**
 * POST /team/user: a team member joins a team, or a loan officer's assistant or partner is listed
 * under them (parentId). The person's account is linked by e-mail or made (status reset, random
 * temporary password e-mailed once the record is saved).
 */
export async function addTeamUser(deps: OrganizationsDeps, actor: Actor, input: NewTeamUser): Promise<TeamUser> {
  let teamId = input.teamId!;
  let parentId: string | null = null;
  if (isPartnerRole(input.role)) {
    const parent = await findTeamUser(deps.db, input.parentId!);
    if (!parent) throw new AppError('TEAM_USER_NOT_FOUND', teamMessages.teamUserNotFound);
    if (parent.parentId !== null || isPartnerRole(parent.role)) {
      throw invalidInput('Assistants and partners belong to a loan officer', { parentId: 'Loan officer required' });
    }
    teamId = parent.teamId;
    parentId = parent.id;
  } else {
    checkMayGrant(actor, input.role);
  }
  const team = await teamOf(deps, teamId);
  if (await findMemberByEmail(deps.db, teamId, parentId, input.email))
    throw new AppError('ALREADY_MEMBER', teamMessages.alreadyMember);

  const account = await deps.accounts.findOrCreate(input);
  const grant = membershipFor(input.role, team.type === 'Organization');
  let row: TeamUserRow;
  try {
    row = await deps.db.transaction((tx) =>
      insertTeamUser(
        tx,
        {
          teamId,
          parentId,
          userId: account.userId,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          role: input.role,
          externalId: input.externalId || null,
          canText: input.canText,
          meta: input.meta || null,
        },
        grant,
      ),
    );
  } catch (error) {
    if (account.temporaryPassword) await deps.accounts.discardNew(account.userId);
    if (isUniqueViolation(error)) throw new AppError('ALREADY_MEMBER', teamMessages.alreadyMember);
    throw error;
  }
  await deps.accounts.grantRoles(account.userId, accountRoleFor(grant));
  if (account.temporaryPassword) {
    // The record is saved; a mail failure is logged without personal data, and the person can still use
    // "Forgot password".
    await deps.accounts.sendWelcome(input.email, account.temporaryPassword).catch((error: unknown) =>
      deps.warn('welcome e-mail failed', {
        teamUserId: row.id,
        // The error's kind only: a mail server's message may quote the recipient's address.
        error: error instanceof Error ? error.name : 'unknown',
      }),
    );
  }
  return toTeamUser(row, team);
}

export async function teamUserRecord(deps: OrganizationsDeps, id: string): Promise<TeamUser> {
  const row = await findTeamUser(deps.db, id);
  if (!row) throw new AppError('TEAM_USER_NOT_FOUND', teamMessages.teamUserNotFound);
  return toTeamUser(row, await teamOf(deps, row.teamId));
}

/**
 * PUT /team/user/{id}: a member's details and role. The e-mail stays (it names the account); a
 * partner stays a partner and a member a member; the creator stays creator.
 */
export async function changeTeamUser(
  deps: OrganizationsDeps,
  actor: Actor,
  id: string,
  input: TeamUserChanges,
): Promise<TeamUser> {
  const row = await findTeamUser(deps.db, id);
  if (!row) throw new AppError('TEAM_USER_NOT_FOUND', teamMessages.teamUserNotFound);
  if (input.email !== row.email) throw invalidInput(teamMessages.emailFixed, { email: teamMessages.emailFixed });
  if (isPartnerRole(row.role) !== isPartnerRole(input.role)) {
    throw invalidInput('An assistant or partner cannot become a team member, nor the other way round', {
      role: 'Role cannot change this way',
    });
  }
  const role = row.role === 'creator' ? 'creator' : input.role;
  if (role !== row.role) checkMayGrant(actor, role);
  // Texting access is the organization's decision (who may text its homeowners): its admins switch it.
  if (input.canText !== row.canText && !isPartnerRole(row.role) && !administers(actor)) {
    throw new AppError('FORBIDDEN', teamMessages.textingSwitchAdminsOnly);
  }
  const team = await teamOf(deps, row.teamId);
  const grant = membershipFor(role, team.type === 'Organization');
  const updated = await deps.db.transaction(async (tx) => {
    if (role !== row.role) await auditMember(tx, actor, row, team, 'role.changed', { from: row.role, to: role });
    return updateTeamUser(
      tx,
      id,
      {
        name: input.name,
        phone: input.phone || null,
        role,
        externalId: input.externalId || null,
        canText: input.canText,
        meta: input.meta || null,
      },
      grant,
    );
  });
  if (row.userId) await deps.accounts.grantRoles(row.userId, accountRoleFor(grant));
  return toTeamUser(updated ?? row, team);
}

/**
 * DELETE /team/user/{id}: the record and the assistants and partners listed under it. Spec 4: each
 * linked account the product made for the team, and nothing else lists, is retired (status delete,
 * sessions ended). Nobody removes themselves.
 */
export async function removeTeamUser(deps: OrganizationsDeps, actor: Actor, id: string) {
  const row = await findTeamUser(deps.db, id);
  if (!row) throw new AppError('TEAM_USER_NOT_FOUND', teamMessages.teamUserNotFound);
  if (row.userId === actor.user.id) throw new AppError('CANNOT_REMOVE_SELF', teamMessages.cannotDeleteSelf);
  const partners = await partnersOf(deps.db, id);
  const linked = [row, ...partners].flatMap((record) => (record.userId ? [record.userId] : []));
  const team = await teamOf(deps, row.teamId);
  await deps.db.transaction(async (tx) => {
    await deleteTeamUsers(tx, [id]);
    await auditMember(tx, actor, row, team, 'member.removed', { role: row.role, partnersRemoved: partners.length });
  });
  for (const userId of new Set(linked)) {
    if (userId !== actor.user.id && (await countTeamUsersOfUser(deps.db, userId)) === 0) {
      await deps.accounts.retire(userId);
    }
  }
}

/** GET /team/user/{id}/users: a loan officer's assistants and partners, newest first. */
export async function partnersOfTeamUser(deps: OrganizationsDeps, id: string): Promise<TeamUser[]> {
  const row = await findTeamUser(deps.db, id);
  if (!row) throw new AppError('TEAM_USER_NOT_FOUND', teamMessages.teamUserNotFound);
  const team = await teamOf(deps, row.teamId);
  return (await partnersOf(deps.db, id)).map((partner) => toTeamUser(partner, team));
}

/** GET /team/users/{userId}: where a person is listed (spec: Team membership). */
export async function membershipsOfUser(deps: OrganizationsDeps, userId: string): Promise<TeamMembership[]> {
  const rows = await teamUsersOfUser(deps.db, userId);
  const teams = new Map(
    (await teamsByType(deps.db, undefined, [...new Set(rows.map((row) => row.teamId))])).map((team) => [team.id, team]),
  );
  return rows.flatMap((row) => {
    const team = teams.get(row.teamId);
    if (!team) return [];
    const record = toTeamUser(row, team);
    return [
      {
        id: record.id,
        userId,
        name: record.name,
        email: record.email,
        teamId: record.teamId,
        teamName: record.teamName,
        teamType: record.teamType,
        role: record.role,
        createdDate: record.createdDate,
      },
    ];
  });
}

/** GET /team/{id}/users: the team's own members; ?role=Loanofficer also finds the spec's loanofficer and teamuser. */
export async function teamMembers(
  deps: OrganizationsDeps,
  teamId: string,
  role: string | undefined,
): Promise<TeamUser[]> {
  const team = await teamOf(deps, teamId);
  const roles = role === 'Loanofficer' ? ['Loanofficer', 'loanofficer', 'teamuser'] : role ? [role] : undefined;
  return (await membersOf(deps.db, teamId, roles)).map((member) => toTeamUser(member, team));
}

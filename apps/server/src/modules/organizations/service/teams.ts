import { teamMessages, type Team, type TeamType, type teamRequestSchema } from '@roost/domain';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../../errors';
import {
  childTeams,
  countTeamUsersOfUser,
  deleteTeamTree,
  findTeam,
  insertTeam,
  insertTeamUser,
  membershipTeams,
  membersOf,
  teamHasDependants,
  teamsByType,
  updateTeam,
  userIdsInTree,
  type TeamRow,
} from '../repo';
import { administers, crossesScopes, type Actor, type OrganizationsDeps } from './deps';
import { auditTeamDeleted } from './audit';
import { accountRoleFor, membershipFor, toTeam, toTeamUser } from './records';

type ValidTeam = z.output<typeof teamRequestSchema>;

/**
 * POST /team: an organization, or a branch of one. The creator is listed in it with role creator
 * (spec 4) and so runs it: orgadmin of an organization, branchmanager of a branch.
 */
export async function createTeam(deps: OrganizationsDeps, actor: Actor, input: ValidTeam): Promise<Team> {
  if (input.parentId) {
    const parent = await findTeam(deps.db, input.parentId);
    if (!parent) throw new AppError('TEAM_NOT_FOUND', teamMessages.teamNotFound);
    if (parent.type !== 'Organization') {
      throw invalidInput('A branch belongs to an organization', { parentId: 'Organization required' });
    }
  }
  const grant = membershipFor('creator', input.type === 'Organization');
  const team = await deps.db.transaction(async (tx) => {
    const row = await insertTeam(tx, {
      name: input.name,
      description: input.description || null,
      type: input.type,
      address: input.address,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
      externalId: input.externalId || null,
      parentId: input.parentId ?? null,
      createdBy: actor.user.id,
    });
    await insertTeamUser(
      tx,
      { teamId: row.id, userId: actor.user.id, name: actor.user.name, email: actor.user.email, role: 'creator' },
      grant,
    );
    return row;
  });
  await deps.accounts.grantRoles(actor.user.id, accountRoleFor(grant));
  return toTeam(team);
}

/** PUT /team/{id}: the details; an organization stays an organization, a branch stays in its organization. */
export async function changeTeam(deps: OrganizationsDeps, id: string, input: ValidTeam): Promise<Team> {
  const team = await findTeam(deps.db, id);
  if (!team) throw new AppError('TEAM_NOT_FOUND', teamMessages.teamNotFound);
  if (input.type !== team.type || (input.parentId ?? null) !== team.parentId) {
    throw invalidInput('A team keeps its type and its organization', { type: 'Type cannot be changed' });
  }
  const updated = await updateTeam(deps.db, id, {
    name: input.name,
    description: input.description || null,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    externalId: input.externalId || null,
  });
  return toTeam(updated ?? team);
}

/**
 * DELETE /team/{id}: refused while branches or members (other than its creator) remain, unless the
 * caller confirmed the cascade; then the branches and everyone listed go too, and accounts the
 * product made for those people and nothing else holds are retired (status delete).
 */
export async function removeTeam(deps: OrganizationsDeps, actor: Actor, id: string, cascade: boolean) {
  const team = await findTeam(deps.db, id);
  if (!team) throw new AppError('TEAM_NOT_FOUND', teamMessages.teamNotFound);
  if (!cascade && (await teamHasDependants(deps.db, id)))
    throw new AppError('TEAM_HAS_MEMBERS', teamMessages.teamHasMembers);
  const listed = await userIdsInTree(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await deleteTeamTree(tx, id);
    await auditTeamDeleted(tx, actor, team, cascade, listed.length);
  });
  for (const userId of listed) {
    if (userId !== actor.user.id && (await countTeamUsersOfUser(deps.db, userId)) === 0) {
      await deps.accounts.retire(userId);
    }
  }
}

/** The branches of an organization the caller may see: all for its admins, else the ones they belong to. */
export async function visibleBranches(deps: OrganizationsDeps, actor: Actor, team: TeamRow): Promise<TeamRow[]> {
  if (administers(actor)) return childTeams(deps.db, team.id);
  const mine = (await membershipTeams(deps.db, actor.user.id)).map((membership) => membership.teamId);
  return childTeams(deps.db, team.id, mine);
}

export async function teamDetail(deps: OrganizationsDeps, actor: Actor, id: string) {
  const team = await findTeam(deps.db, id);
  if (!team) throw new AppError('TEAM_NOT_FOUND', teamMessages.teamNotFound);
  const [branches, members] = await Promise.all([visibleBranches(deps, actor, team), membersOf(deps.db, id)]);
  return {
    ...toTeam(team),
    teams: branches.map(toTeam),
    teamUsers: members.map((member) => toTeamUser(member, team)),
  };
}

/** GET /teams: what the caller may see, newest first (superadmin: every team). */
export async function visibleTeams(deps: OrganizationsDeps, actor: Actor, type: TeamType | undefined) {
  if (crossesScopes(actor)) return (await teamsByType(deps.db, type)).map(toTeam);
  return teamsOfUser(deps, actor.user.id, type);
}

/** GET /teams/user/{userId}: the teams a person belongs to, with the organizations of their branches. */
export async function teamsOfUser(deps: OrganizationsDeps, userId: string, type: TeamType | undefined) {
  const held = await membershipTeams(deps.db, userId);
  const ids = [...new Set(held.flatMap((membership) => [membership.teamId, membership.parentId ?? membership.teamId]))];
  return (await teamsByType(deps.db, type, ids)).map(toTeam);
}

/** GET /team/{id}/teams. */
export async function branchesOf(deps: OrganizationsDeps, actor: Actor, id: string): Promise<Team[]> {
  const team = await findTeam(deps.db, id);
  if (!team) throw new AppError('TEAM_NOT_FOUND', teamMessages.teamNotFound);
  return (await visibleBranches(deps, actor, team)).map(toTeam);
}

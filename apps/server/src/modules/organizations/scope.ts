import type { Db } from '../../platform/db/types';
import type { ScopeKind, ScopeRole } from '../../plugins/access';
import { childTeams, findTeam, findTeamUser, membershipsIn, type TeamRow } from './repo';

/**
 * A person's standing toward a team (decision 007): orgadmin when they administer its organization;
 * branchmanager or loanofficer when that membership is in this very branch; member when they hold
 * any membership in it (for an organization: in it or one of its branches). Nothing carries from one
 * branch to another.
 */
export async function scopeRolesForTeam(db: Db, userId: string, team: TeamRow): Promise<ScopeRole[]> {
  const isOrganization = team.parentId === null;
  const organizationId = team.parentId ?? team.id;
  const branchIds = isOrganization ? (await childTeams(db, team.id)).map((branch) => branch.id) : [];
  const held = await membershipsIn(db, userId, [...new Set([organizationId, team.id, ...branchIds])]);
  const roles = new Set<ScopeRole>();
  for (const membership of held) {
    if (membership.teamId === organizationId && membership.role === 'orgadmin') roles.add('orgadmin');
    if (membership.teamId === team.id && !isOrganization) {
      if (membership.role === 'branchmanager') roles.add('branchmanager');
      if (membership.role === 'loanofficer') roles.add('loanofficer');
    }
    if (membership.teamId === team.id || branchIds.includes(membership.teamId)) roles.add('member');
  }
  return [...roles];
}

/** The scope resolver the access plugin asks: null when the record does not exist. */
export function scopeResolver(db: Db) {
  return async (userId: string, kind: ScopeKind, id: string): Promise<ScopeRole[] | null> => {
    if (kind === 'team') {
      const team = await findTeam(db, id);
      return team ? scopeRolesForTeam(db, userId, team) : null;
    }
    const teamUser = await findTeamUser(db, id);
    if (!teamUser) return null;
    const team = await findTeam(db, teamUser.teamId);
    const roles = team ? await scopeRolesForTeam(db, userId, team) : [];
    if (teamUser.userId === userId) roles.push('self');
    if (teamUser.parentId) {
      const parent = await findTeamUser(db, teamUser.parentId);
      if (parent?.userId === userId) roles.push('owner');
    }
    return roles;
  };
}

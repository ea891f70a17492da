import type { Team, TeamUser, TeamUserRole } from '@roost/domain';
import type { Role } from '@roost/domain';
import type { MembershipRole, TeamRow, TeamUserRow } from '../repo';

export function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    externalId: row.externalId,
    parentId: row.parentId,
    createdDate: row.createdDate.toISOString(),
  };
}

export function toTeamUser(row: TeamUserRow, team: Pick<TeamRow, 'name' | 'type'>): TeamUser {
  return {
    id: row.id,
    teamId: row.teamId,
    userId: row.userId,
    parentId: row.parentId,
    teamName: team.name,
    teamType: team.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as TeamUserRole,
    externalId: row.externalId,
    canText: row.canText,
    meta: row.meta,
    createdDate: row.createdDate.toISOString(),
  };
}

/**
 * The access a team-user role grants in its team (decision 007): the creator of an organization and a
 * Manager run it (organization: orgadmin; branch: branchmanager), a loan officer works in it, a Member
 * belongs.
 * Assistants and partners are listed by a loan officer and get no access to the team.
 */
export function membershipFor(role: string, teamIsOrganization: boolean): MembershipRole | null {
  switch (role) {
    case 'creator':
      // Only an organization's admins create its branches: they need no second grant there.
      return teamIsOrganization ? 'orgadmin' : null;
    case 'Manager':
      return teamIsOrganization ? 'orgadmin' : 'branchmanager';
    case 'Loanofficer':
    case 'loanofficer':
      return teamIsOrganization ? 'member' : 'loanofficer';
    case 'Member':
    case 'teamuser':
      return 'member';
    default:
      return null;
  }
}

/** The account role that shows a membership's screens (tabs, buttons); the scope itself lives in memberships. */
export function accountRoleFor(membership: MembershipRole | null): Role[] {
  return membership && membership !== 'member' ? [membership] : [];
}

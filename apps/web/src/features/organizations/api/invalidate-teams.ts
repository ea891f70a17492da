import type { Team, TeamUser } from '@roost/domain';
import type { QueryClient } from '@tanstack/react-query';
import { teamKeys } from './team-keys';

/** After a team changes: the lists, its parent (whose branches include it) and the team itself. */
export function invalidateTeam(queryClient: QueryClient, team: Pick<Team, 'id' | 'parentId'>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
    queryClient.invalidateQueries({ queryKey: teamKeys.team(team.id) }),
    team.parentId ? queryClient.invalidateQueries({ queryKey: teamKeys.team(team.parentId) }) : undefined,
  ]);
}

/** After a team user changes: its team's members, its loan officer's partners, itself, and memberships. */
export function invalidateTeamUser(queryClient: QueryClient, teamUser: Pick<TeamUser, 'id' | 'teamId' | 'parentId'>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.team(teamUser.teamId) }),
    queryClient.invalidateQueries({ queryKey: teamKeys.teamUser(teamUser.id) }),
    teamUser.parentId ? queryClient.invalidateQueries({ queryKey: teamKeys.partners(teamUser.parentId) }) : undefined,
    queryClient.invalidateQueries({ queryKey: teamKeys.memberships }),
  ]);
}

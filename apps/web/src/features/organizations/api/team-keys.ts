import type { TeamType } from '@roost/domain';

/**
 * The query keys of the teams API. A team's own key prefixes its branches and members, and a team
 * user's prefixes its partners, so one invalidation refreshes everything shown about it.
 */
export const teamKeys = {
  lists: ['site', 'teams'] as const,
  list: (type: TeamType) => ['site', 'teams', type] as const,
  team: (id: string) => ['site', 'team', id] as const,
  branches: (id: string) => ['site', 'team', id, 'teams'] as const,
  members: (id: string, role: string | undefined) => ['site', 'team', id, 'users', role ?? 'all'] as const,
  teamUser: (id: string) => ['site', 'team-user', id] as const,
  partners: (id: string) => ['site', 'team-user', id, 'users'] as const,
  memberships: ['site', 'memberships'] as const,
  membershipsOf: (userId: string) => ['site', 'memberships', userId] as const,
};

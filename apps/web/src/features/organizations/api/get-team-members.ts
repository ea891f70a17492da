import { teamUserSchema, type MemberRole, type TeamUser } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET {site}/team/{id}/users[?role=]: a team's members (no partners), of one role when given. */
export const teamMembersQuery = (teamId: string, role?: MemberRole) =>
  queryOptions({
    queryKey: teamKeys.members(teamId, role),
    queryFn: async ({ signal }): Promise<TeamUser[]> => {
      const query = role ? `?role=${encodeURIComponent(role)}` : '';
      const reply = await apiRequest('site', `/team/${encodeURIComponent(teamId)}/users${query}`, { signal });
      return z.array(teamUserSchema).parse(reply);
    },
  });

export function useTeamMembers(teamId: string, role?: MemberRole) {
  return useQuery(teamMembersQuery(teamId, role));
}

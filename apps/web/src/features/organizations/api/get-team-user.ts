import { teamUserSchema, type TeamUser } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET {site}/team/user/{id}: one team member or partner. */
export const teamUserQuery = (id: string) =>
  queryOptions({
    queryKey: teamKeys.teamUser(id),
    queryFn: async ({ signal }): Promise<TeamUser> =>
      teamUserSchema.parse(await apiRequest('site', `/team/user/${encodeURIComponent(id)}`, { signal })),
  });

export function useTeamUser(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamUserQuery(id), enabled: options.enabled ?? true });
}

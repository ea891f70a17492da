import { teamDetailSchema } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** GET {site}/team/{id}: the team, its branches the caller may see and its members (403 when not theirs). */
export const teamQuery = (id: string) =>
  queryOptions({
    queryKey: teamKeys.team(id),
    queryFn: async ({ signal }): Promise<TeamDetail> =>
      teamDetailSchema.parse(await apiRequest('site', `/team/${encodeURIComponent(id)}`, { signal })),
  });

export function useTeam(id: string) {
  return useQuery(teamQuery(id));
}

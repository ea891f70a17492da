import { teamSchema, type Team } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET {site}/team/{id}/teams: the branches of an organization the caller may see. */
export const branchesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: teamKeys.branches(organizationId),
    queryFn: async ({ signal }): Promise<Team[]> =>
      z
        .array(teamSchema)
        .parse(await apiRequest('site', `/team/${encodeURIComponent(organizationId)}/teams`, { signal })),
  });

export function useBranches(organizationId: string) {
  return useQuery(branchesQuery(organizationId));
}

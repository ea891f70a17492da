import { teamSchema, type Team } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET {site}/teams?type=Organization: the organizations the caller may see. */
export const organizationsQuery = () =>
  queryOptions({
    queryKey: teamKeys.list('Organization'),
    queryFn: async ({ signal }): Promise<Team[]> =>
      z.array(teamSchema).parse(await apiRequest('site', '/teams?type=Organization', { signal })),
  });

export function useOrganizations() {
  return useQuery(organizationsQuery());
}

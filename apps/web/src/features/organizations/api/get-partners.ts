import { teamUserSchema, type TeamUser } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET {site}/team/user/{id}/users: a loan officer's assistants and partners. */
export const partnersQuery = (loanOfficerId: string) =>
  queryOptions({
    queryKey: teamKeys.partners(loanOfficerId),
    queryFn: async ({ signal }): Promise<TeamUser[]> =>
      z
        .array(teamUserSchema)
        .parse(await apiRequest('site', `/team/user/${encodeURIComponent(loanOfficerId)}/users`, { signal })),
  });

export function usePartners(loanOfficerId: string) {
  return useQuery(partnersQuery(loanOfficerId));
}

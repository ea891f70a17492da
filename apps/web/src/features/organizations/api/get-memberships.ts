import { teamMembershipSchema, type TeamMembership } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET {site}/team/users/{userId}: the teams a person belongs to, with their role in each. */
export const membershipsQuery = (userId: string) =>
  queryOptions({
    queryKey: teamKeys.membershipsOf(userId),
    queryFn: async ({ signal }): Promise<TeamMembership[]> =>
      z
        .array(teamMembershipSchema)
        .parse(await apiRequest('site', `/team/users/${encodeURIComponent(userId)}`, { signal })),
  });

export function useMemberships(userId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...membershipsQuery(userId ?? ''),
    enabled: Boolean(userId) && (options.enabled ?? true),
  });
}

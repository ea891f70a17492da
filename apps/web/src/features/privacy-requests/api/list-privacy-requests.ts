import { privacyRequestsSchema, type PrivacyRequests } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyRequestKeys, privacyRequestsPath } from './privacy-request-keys';

/** GET {site}/privacy/requests/{organizationId}: the requests, open ones first by due date, with the days left. */
export const privacyRequestsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: privacyRequestKeys.organization(organizationId),
    queryFn: async ({ signal }): Promise<PrivacyRequests> =>
      privacyRequestsSchema.parse(await apiRequest('site', privacyRequestsPath(organizationId), { signal })),
  });

export function usePrivacyRequests(organizationId: string) {
  return useQuery(privacyRequestsQuery(organizationId));
}

import { textingAccessSchema, type TextingAccess } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/**
 * GET {site}/campaign/texting-access: whether the signed-in person may make and launch campaigns (their
 * organization admin's texting switch; admins always may). The server refuses the same calls either way.
 */
export const textingAccessQuery = () =>
  queryOptions({
    queryKey: campaignKeys.textingAccess,
    queryFn: async ({ signal }): Promise<TextingAccess> =>
      textingAccessSchema.parse(await apiRequest('site', '/campaign/texting-access', { signal })),
  });

export function useTextingAccess() {
  return useQuery(textingAccessQuery());
}

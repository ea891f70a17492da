import { optOutHistorySchema, type OptOutHistory } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optOutKeys, optOutsPath } from './opt-out-keys';

/** GET {site}/campaign/contacts/opt-outs/{organizationId}/history?phone=: a number's changes, newest first. */
export const optOutHistoryQuery = (organizationId: string, phone: string) =>
  queryOptions({
    queryKey: optOutKeys.history(organizationId, phone),
    queryFn: async ({ signal }): Promise<OptOutHistory> =>
      optOutHistorySchema.parse(
        await apiRequest('site', `${optOutsPath(organizationId)}/history?phone=${encodeURIComponent(phone)}`, {
          signal,
        }),
      ),
  });

export function useOptOutHistory(organizationId: string, phone: string) {
  return useQuery(optOutHistoryQuery(organizationId, phone));
}

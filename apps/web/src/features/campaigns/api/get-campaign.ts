import { campaignSchema, type Campaign } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {site}/campaign/{id}. */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.campaign(id),
    queryFn: async ({ signal }): Promise<Campaign> =>
      campaignSchema.parse(await apiRequest('site', `/campaign/${encodeURIComponent(id)}`, { signal })),
    retry: false,
  });

export function useCampaign(id: string) {
  return useQuery(campaignQuery(id));
}

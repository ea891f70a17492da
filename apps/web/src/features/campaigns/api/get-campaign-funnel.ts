import { campaignFunnelSchema, type CampaignFunnel } from '@roost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {site}/campaign/{id}/funnel: refreshed with the campaign (its key is under the campaign's). */
export function useCampaignFunnel(id: string) {
  return useQuery({
    queryKey: campaignKeys.funnel(id),
    queryFn: async ({ signal }): Promise<CampaignFunnel> =>
      campaignFunnelSchema.parse(await apiRequest('site', `/campaign/${encodeURIComponent(id)}/funnel`, { signal })),
    retry: false,
  });
}

import { campaignSchema, type Campaign, type CampaignUpdate } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** PUT {site}/campaign/{id} (e.g. {status: 'archived'}). */
export async function updateCampaign(id: string, change: CampaignUpdate): Promise<Campaign> {
  return campaignSchema.parse(
    await apiRequest('site', `/campaign/${encodeURIComponent(id)}`, { method: 'PUT', body: change }),
  );
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CampaignUpdate }) => updateCampaign(id, change),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.campaign(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

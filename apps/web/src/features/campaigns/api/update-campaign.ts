import { campaignUpdateReplySchema, type CampaignUpdate, type CampaignUpdateReply } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** PUT {site}/campaign/{id} (e.g. {status: 'archived'}); an archive answers the credit it gave, if any. */
export async function updateCampaign(id: string, change: CampaignUpdate): Promise<CampaignUpdateReply> {
  return campaignUpdateReplySchema.parse(
    await apiRequest('site', `/campaign/${encodeURIComponent(id)}`, { method: 'PUT', body: change }),
  );
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CampaignUpdate }) => updateCampaign(id, change),
    onSuccess: ({ credit, ...campaign }) => {
      queryClient.setQueryData(campaignKeys.campaign(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
      if (credit) void queryClient.invalidateQueries({ queryKey: campaignKeys.credits });
    },
  });
}

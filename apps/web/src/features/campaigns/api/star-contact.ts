import { campaignContactSchema, type CampaignContact, type CampaignContactsPage } from '@roost/domain';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** PUT {site}/campaign/contact/{contactId}/star: star or unstar a contact; answers the contact. */
export async function starContact(contactId: string, starred: boolean): Promise<CampaignContact> {
  return campaignContactSchema.parse(
    await apiRequest('site', `/campaign/contact/${encodeURIComponent(contactId)}/star`, {
      method: 'PUT',
      body: { starred },
    }),
  );
}

/**
 * Stars a contact. The loaded lists show the new star in place (a contact unstarred on the Favorites tab stays
 * until the tab is opened again), and the campaign's Favorites count is read again.
 */
export function useStarContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, starred }: { contact: CampaignContact; starred: boolean }) =>
      starContact(contact.id, starred),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<CampaignContactsPage>>(
        { queryKey: campaignKeys.contacts(updated.campaignId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((contact) => (contact.id === updated.id ? updated : contact)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: campaignKeys.campaign(updated.campaignId) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    },
  });
}

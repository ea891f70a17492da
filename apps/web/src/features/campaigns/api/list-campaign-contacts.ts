import {
  CONTACT_PAGE_SIZE,
  campaignContactsReplySchema,
  type CampaignContactsPage,
  type ContactTab,
} from '@roost/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** The spec's paging key: the last contact of the page before. */
type LastKey = NonNullable<CampaignContactsPage['lastKey']>;

/**
 * GET {site}/campaign/{id}/contacts?limit=50&status=&id=&campaignId=: one tab of a campaign's contacts by
 * first name, 50 a page; the next page is asked for with the lastKey of the one before, and there is none
 * once lastKey is null.
 */
export const campaignContactsQuery = (campaignId: string, tab: ContactTab) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.contactTab(campaignId, tab),
    initialPageParam: null as LastKey | null,
    queryFn: async ({ pageParam, signal }): Promise<CampaignContactsPage> => {
      const query = new URLSearchParams({ limit: String(CONTACT_PAGE_SIZE), status: tab });
      if (pageParam) {
        query.set('id', pageParam.id);
        query.set('campaignId', pageParam.campaignId);
      }
      return campaignContactsReplySchema.parse(
        await apiRequest('site', `/campaign/${encodeURIComponent(campaignId)}/contacts?${query.toString()}`, {
          signal,
        }),
      );
    },
    getNextPageParam: (page) => page.lastKey,
  });

export function useCampaignContacts(campaignId: string, tab: ContactTab) {
  return useInfiniteQuery(campaignContactsQuery(campaignId, tab));
}

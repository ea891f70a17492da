import { CAMPAIGN_PAGE_SIZE, campaignListSchema, type CampaignList, type CampaignListFilter } from '@roost/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys, type CampaignScope } from './campaign-keys';

function listPath(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `/campaigns?${query.toString()}`;
}

/**
 * GET {site}/campaigns?status=&limit=25&cursor=: one tab of the dashboard (or the completed campaigns the Active
 * tab lists below the running ones), 25 at a time.
 */
export const campaignPagesQuery = (scope: CampaignScope, tab: CampaignListFilter) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.list(scope, tab),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<CampaignList> =>
      campaignListSchema.parse(
        await apiRequest(
          'site',
          listPath({
            status: tab,
            limit: String(CAMPAIGN_PAGE_SIZE),
            cursor: pageParam,
            scope: scope === 'all' ? 'all' : undefined,
          }),
          { signal },
        ),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCampaignPages(scope: CampaignScope, tab: CampaignListFilter, enabled = true) {
  return useInfiniteQuery({ ...campaignPagesQuery(scope, tab), enabled });
}

/** GET {site}/campaigns?limit=1 (no status): whether the person has any campaign at all (the start screen). */
export const anyCampaignQuery = (scope: CampaignScope) =>
  queryOptions({
    queryKey: campaignKeys.list(scope, 'any'),
    queryFn: async ({ signal }): Promise<number> =>
      campaignListSchema.parse(
        await apiRequest('site', listPath({ limit: '1', scope: scope === 'all' ? 'all' : undefined }), { signal }),
      ).count,
  });

export function useCampaignCount(scope: CampaignScope) {
  return useQuery(anyCampaignQuery(scope));
}

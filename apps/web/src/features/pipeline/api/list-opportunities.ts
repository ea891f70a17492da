import {
  OPPORTUNITIES_PAGE_DEFAULT,
  opportunitiesPageSchema,
  type OpportunitiesPage,
  type OpportunityReasonKind,
} from '@roost/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

/**
 * GET {site}/leads/opportunities?reason=&limit=&cursor=: the caller's homeowners with a reason to hear from them now,
 * strongest first, a page at a time.
 */
export const opportunitiesQuery = (reason: OpportunityReasonKind | null) =>
  infiniteQueryOptions({
    queryKey: leadKeys.opportunities(reason),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<OpportunitiesPage> => {
      const query = new URLSearchParams({ limit: String(OPPORTUNITIES_PAGE_DEFAULT) });
      if (reason) query.set('reason', reason);
      if (pageParam) query.set('cursor', pageParam);
      return opportunitiesPageSchema.parse(
        await apiRequest('site', `/leads/opportunities?${query.toString()}`, { signal }),
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });

export function useOpportunities(reason: OpportunityReasonKind | null) {
  return useInfiniteQuery({ ...opportunitiesQuery(reason), placeholderData: keepPreviousData });
}

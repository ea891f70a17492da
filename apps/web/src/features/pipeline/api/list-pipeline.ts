import { ADMIN_DEFAULT_PAGE_SIZE, pipelinePageSchema, type LeadStage, type PipelinePage } from '@roost/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

/**
 * GET {site}/leads?stage=&limit=&cursor=: the caller's leads (their own, their branch's or organization's), newest
 * first, with how many each stage holds; a page at a time, the next asked for with the cursor of the one before.
 */
export const pipelineQuery = (stage: LeadStage | null) =>
  infiniteQueryOptions({
    queryKey: leadKeys.pipelineList(stage),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<PipelinePage> => {
      const query = new URLSearchParams({ limit: String(ADMIN_DEFAULT_PAGE_SIZE) });
      if (stage) query.set('stage', stage);
      if (pageParam) query.set('cursor', pageParam);
      return pipelinePageSchema.parse(await apiRequest('site', `/leads?${query.toString()}`, { signal }));
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** Another stage keeps the leads shown until its first page comes (no flash of an empty list). */
export function usePipeline(stage: LeadStage | null) {
  return useInfiniteQuery({ ...pipelineQuery(stage), placeholderData: keepPreviousData });
}

import { ADMIN_DEFAULT_PAGE_SIZE, optOutsPageSchema, type OptOutsPage } from '@roost/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optOutKeys, optOutsPath } from './opt-out-keys';

/**
 * GET {site}/campaign/contacts/opt-outs/{organizationId}?limit=&cursor=&search=: the numbers opted out in the
 * organization now, newest first, a page at a time (the next one asked for with the cursor of the one before).
 */
export const optOutsQuery = (organizationId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: optOutKeys.list(organizationId, search),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<OptOutsPage> => {
      const query = new URLSearchParams({ limit: String(ADMIN_DEFAULT_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      if (search) query.set('search', search);
      return optOutsPageSchema.parse(
        await apiRequest('site', `${optOutsPath(organizationId)}?${query.toString()}`, { signal }),
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** A new search keeps the rows shown until its first page comes (no flash of an empty table). */
export function useOptOuts(organizationId: string, search: string) {
  return useInfiniteQuery({ ...optOutsQuery(organizationId, search), placeholderData: keepPreviousData });
}

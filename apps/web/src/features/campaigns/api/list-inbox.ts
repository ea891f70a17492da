import { INBOX_PAGE_SIZE, inboxPageSchema, type InboxPage } from '@roost/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INBOX_REFRESH_MS, inboxKeys, type InboxFilters } from './inbox-keys';

function inboxPath(filters: InboxFilters, cursor: string | undefined): string {
  const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
  if (filters.state) query.set('state', filters.state);
  if (filters.campaignId) query.set('campaignId', filters.campaignId);
  if (filters.q) query.set('q', filters.q);
  if (cursor) query.set('cursor', cursor);
  return `/inbox?${query.toString()}`;
}

/** GET {notifications}/inbox?state=&campaignId=&q=&cursor=&limit=: newest activity first, a page at a time. */
export const inboxPagesQuery = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<InboxPage> =>
      inboxPageSchema.parse(await apiRequest('notifications', inboxPath(filters, pageParam), { signal })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // New replies show up without a reload.
    refetchInterval: INBOX_REFRESH_MS,
  });

export function useInboxPages(filters: InboxFilters) {
  return useInfiniteQuery(inboxPagesQuery(filters));
}

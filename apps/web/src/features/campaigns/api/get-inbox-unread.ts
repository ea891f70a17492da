import { inboxUnreadSchema, type InboxUnread } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INBOX_REFRESH_MS, inboxKeys } from './inbox-keys';

/** GET {notifications}/inbox/unread: conversations with unread replies, in all and per campaign. */
export const inboxUnreadQuery = queryOptions({
  queryKey: inboxKeys.unread,
  queryFn: async ({ signal }): Promise<InboxUnread> =>
    inboxUnreadSchema.parse(await apiRequest('notifications', '/inbox/unread', { signal })),
  // The badge is how a loan officer learns of a reply: asked every 30 s and whenever the window comes back.
  staleTime: 0,
  refetchInterval: INBOX_REFRESH_MS,
  refetchOnWindowFocus: 'always',
});

/** `enabled` false for those without the campaign roles (the call would be refused). */
export function useInboxUnread(enabled = true) {
  return useQuery({ ...inboxUnreadQuery, enabled });
}

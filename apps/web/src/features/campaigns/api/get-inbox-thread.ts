import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { putConversation } from './inbox-cache';
import { INBOX_REFRESH_MS, inboxKeys } from './inbox-keys';
import { inboxThreadSchema, type InboxThread } from '@roost/domain';

/**
 * GET {notifications}/inbox/{id}: the conversation and every message of it, oldest first. The server marks it
 * read as it answers, so the list's row and the unread badges follow.
 */
export const inboxThreadQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: inboxKeys.thread(id),
    queryFn: async ({ signal }): Promise<InboxThread> => {
      const thread = inboxThreadSchema.parse(
        await apiRequest('notifications', `/inbox/${encodeURIComponent(id)}`, { signal }),
      );
      putConversation(queryClient, { ...thread.conversation, unread: 0 });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread });
      return thread;
    },
    // Opening it again shows what is cached at once and asks for anything newer; a reply shows while it is open.
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
  });

export function useInboxThread(id: string) {
  const queryClient = useQueryClient();
  return useQuery(inboxThreadQuery(queryClient, id));
}

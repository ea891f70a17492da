import type { InboxConversation, InboxPage } from '@roost/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { inboxKeys } from './inbox-keys';
import type { InboxThread } from '@roost/domain';

/** Shows a conversation as the server last described it wherever it is cached: its thread and its list rows. */
export function putConversation(queryClient: QueryClient, conversation: InboxConversation) {
  queryClient.setQueryData<InboxThread>(inboxKeys.thread(conversation.id), (cached) =>
    cached ? { ...cached, conversation } : cached,
  );
  queryClient.setQueriesData<InfiniteData<InboxPage>>({ queryKey: inboxKeys.lists }, (cached) =>
    cached
      ? {
          ...cached,
          pages: cached.pages.map((page) => ({
            ...page,
            results: page.results.map((row) => (row.id === conversation.id ? conversation : row)),
          })),
        }
      : cached,
  );
}

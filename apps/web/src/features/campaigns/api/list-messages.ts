import { messageListSchema, type ConversationMessage, type MessageGroup } from '@roost/domain';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/**
 * GET {notifications}/messages/group/{groupId}: the conversation oldest first. The server marks a new
 * message read when it answers, so the group's cached status follows (the table's marker goes).
 */
export const messagesQuery = (queryClient: QueryClient, group: MessageGroup) =>
  queryOptions({
    queryKey: campaignKeys.messages(group.id),
    queryFn: async ({ signal }): Promise<ConversationMessage[]> => {
      const { results } = messageListSchema.parse(
        await apiRequest('notifications', `/messages/group/${encodeURIComponent(group.id)}`, { signal }),
      );
      queryClient.setQueryData<MessageGroup>(campaignKeys.messageGroup(group.contactId), (cached) =>
        cached ? { ...cached, groupStatus: 'Read' } : cached,
      );
      return results;
    },
    // Opening a panel again shows what is cached at once and asks for anything newer.
    staleTime: 0,
  });

export function useMessages(group: MessageGroup) {
  const queryClient = useQueryClient();
  return useQuery(messagesQuery(queryClient, group));
}

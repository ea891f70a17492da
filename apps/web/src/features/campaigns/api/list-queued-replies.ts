import { queuedReplyListSchema, type MessageGroup, type QueuedReply } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {notifications}/message/scheduled?groupId=: the replies waiting for the contact's hours, soonest first. */
export const queuedRepliesQuery = (group: MessageGroup) =>
  queryOptions({
    queryKey: campaignKeys.queuedReplies(group.id),
    queryFn: async ({ signal }): Promise<QueuedReply[]> =>
      queuedReplyListSchema.parse(
        await apiRequest('notifications', `/message/scheduled?groupId=${encodeURIComponent(group.id)}`, { signal }),
      ).results,
    staleTime: 0,
  });

export function useQueuedReplies(group: MessageGroup) {
  return useQuery(queuedRepliesQuery(group));
}

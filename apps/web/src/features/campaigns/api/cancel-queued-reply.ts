import { queuedReplySchema, type MessageGroup } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** DELETE {notifications}/message/scheduled/{id}: refused (409) once the reply is going or went. */
export async function cancelQueuedReply(id: string) {
  return queuedReplySchema.parse(
    await apiRequest('notifications', `/message/scheduled/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/**
 * Cancels a queued reply. Either way the queued replies and the conversation are read again: a refused
 * cancel means it went, and it shows in the conversation.
 */
export function useCancelQueuedReply(group: MessageGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQueuedReply,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.queuedReplies(group.id) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.messages(group.id) }),
      ]),
  });
}

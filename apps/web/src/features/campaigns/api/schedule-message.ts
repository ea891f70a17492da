import { messageScheduleReplySchema, type MessageGroup } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** POST {notifications}/message/schedule: the reply goes by itself when the contact's allowed hours open. */
export async function scheduleMessage(group: MessageGroup, message: string) {
  return messageScheduleReplySchema.parse(
    await apiRequest('notifications', '/message/schedule', {
      method: 'POST',
      body: { groupId: group.id, message },
    }),
  );
}

/** Queues a reply; success reloads the conversation's queued replies. */
export function useScheduleMessage(group: MessageGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => scheduleMessage(group, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.queuedReplies(group.id) }),
  });
}

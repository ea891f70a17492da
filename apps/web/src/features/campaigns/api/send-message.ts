import { messageRecordReplySchema, messageSendReplySchema, type MessageGroup } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';
import { inboxKeys } from './inbox-keys';

/**
 * POST {notifications}/message/send, then the spec's POST {notifications}/message with the id the carrier
 * gave. Once the first call succeeds the text is sent and kept by the server, so a failed second call is
 * not reported as a failed send (that would invite sending it twice).
 */
export async function sendMessage(group: MessageGroup, message: string) {
  const sent = messageSendReplySchema.parse(
    await apiRequest('notifications', '/message/send', {
      method: 'POST',
      body: {
        groupId: group.id,
        message,
        toPhoneNumber: group.toPhoneNumber,
        fromPhoneNumber: group.fromPhoneNumber,
      },
    }),
  );
  await apiRequest('notifications', '/message', {
    method: 'POST',
    body: {
      groupId: group.id,
      messageId: sent.id,
      fromPhoneNumber: sent.fromPhoneNumber,
      toPhoneNumber: sent.toPhoneNumber,
      message,
    },
  })
    .then((reply) => messageRecordReplySchema.parse(reply))
    .catch(() => undefined);
  return sent;
}

/** Sends a reply in a conversation; success reloads that conversation (spec 4) and the inbox it shows in. */
export function useSendMessage(group: MessageGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(group, message),
    // Awaited, so the reply box stays busy until the sent text shows in the conversation.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.messages(group.id) }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
      ]),
  });
}

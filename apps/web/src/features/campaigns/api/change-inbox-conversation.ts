import { inboxConversationSchema, type InboxConversation } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { putConversation } from './inbox-cache';
import { inboxKeys } from './inbox-keys';

/**
 * What a person can do to a conversation, each one request: POST {notifications}/inbox/{id}/done,
 * POST .../claim (409 CONVERSATION_CLAIMED names who has it), DELETE .../claim (release).
 */
export type InboxChange = 'done' | 'claim' | 'release';

const requests: Record<InboxChange, { method: 'POST' | 'DELETE'; path: string }> = {
  done: { method: 'POST', path: 'done' },
  claim: { method: 'POST', path: 'claim' },
  release: { method: 'DELETE', path: 'claim' },
};

export async function changeInboxConversation(id: string, change: InboxChange): Promise<InboxConversation> {
  const { method, path } = requests[change];
  return inboxConversationSchema.parse(
    await apiRequest('notifications', `/inbox/${encodeURIComponent(id)}/${path}`, { method }),
  );
}

/**
 * The changed conversation shows at once; the lists are then asked again (a done conversation may leave a
 * filtered list). A refused claim reloads the thread, so it shows who has it.
 */
export function useChangeInboxConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InboxChange) => changeInboxConversation(id, change),
    onSuccess: (conversation) => {
      putConversation(queryClient, conversation);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: inboxKeys.thread(id) }),
  });
}

import { messageGroupSchema, type MessageGroup } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {notifications}/message/group/contact/{contactId}: the contact's conversation, made on first use. */
export const messageGroupQuery = (contactId: string) =>
  queryOptions({
    queryKey: campaignKeys.messageGroup(contactId),
    queryFn: async ({ signal }): Promise<MessageGroup> =>
      messageGroupSchema.parse(
        await apiRequest('notifications', `/message/group/contact/${encodeURIComponent(contactId)}`, { signal }),
      ),
  });

/** `enabled` false leaves the group unasked (rows of contacts who never replied). */
export function useMessageGroup(contactId: string, enabled = true) {
  return useQuery({ ...messageGroupQuery(contactId), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replyNoticesKey, replyNoticesSchema, type ReplyNotices } from './reply-notices-schema';

/** PUT {notifications}/reply-notices { enabled }: switches the reply e-mails on or off. */
export async function saveReplyNotices(change: ReplyNotices): Promise<ReplyNotices> {
  return replyNoticesSchema.parse(await apiRequest('notifications', '/reply-notices', { method: 'PUT', body: change }));
}

export function useSaveReplyNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyNotices,
    onSuccess: (saved) => queryClient.setQueryData(replyNoticesKey, saved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replyNoticeSettingSchema, type ReplyNoticeSetting } from '@roost/domain';
import { replyNoticesKey } from './get-reply-notices';

/** PUT {notifications}/reply-notices { enabled }: switches the reply e-mails on or off. */
export async function saveReplyNotices(change: ReplyNoticeSetting): Promise<ReplyNoticeSetting> {
  return replyNoticeSettingSchema.parse(
    await apiRequest('notifications', '/reply-notices', { method: 'PUT', body: change }),
  );
}

export function useSaveReplyNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyNotices,
    onSuccess: (saved) => queryClient.setQueryData(replyNoticesKey, saved),
  });
}

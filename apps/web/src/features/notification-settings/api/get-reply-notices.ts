import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replyNoticeSettingSchema, type ReplyNoticeSetting } from '@roost/domain';

export const replyNoticesKey = ['notifications', 'reply-notices'] as const;

/** GET {notifications}/reply-notices: whether replies to the person's campaign texts are e-mailed to them. */
export const replyNoticesQuery = queryOptions({
  queryKey: replyNoticesKey,
  queryFn: async ({ signal }): Promise<ReplyNoticeSetting> =>
    replyNoticeSettingSchema.parse(await apiRequest('notifications', '/reply-notices', { signal })),
});

export function useReplyNotices(enabled = true) {
  return useQuery({ ...replyNoticesQuery, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replyNoticesKey, replyNoticesSchema, type ReplyNotices } from './reply-notices-schema';

/** GET {notifications}/reply-notices: whether replies to the person's campaign texts are e-mailed to them. */
export const replyNoticesQuery = queryOptions({
  queryKey: replyNoticesKey,
  queryFn: async ({ signal }): Promise<ReplyNotices> =>
    replyNoticesSchema.parse(await apiRequest('notifications', '/reply-notices', { signal })),
});

export function useReplyNotices(enabled = true) {
  return useQuery({ ...replyNoticesQuery, enabled });
}

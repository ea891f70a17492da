import { replyNoticeSettingSchema, type InboxUnread } from '@roost/domain';
import { bodyOf, Failure, route } from './reply';

/** GET /api/notifications/inbox/unread: the workspace menu's count of replies waiting (none unless given). */
export const unreadReplies = (unread: InboxUnread = { total: 0, byCampaign: {} }) =>
  route('GET /api/notifications/inbox/unread', () => unread);

/** GET and PUT /api/notifications/reply-notices: the person's switch for e-mails about replies (on unless given). */
export function replyNoticesApi(options: { enabled?: boolean } = {}) {
  const state = { replyNotices: options.enabled ?? true };
  const handlers = [
    route('GET /api/notifications/reply-notices', () => ({ enabled: state.replyNotices })),
    route('PUT /api/notifications/reply-notices', async ({ request }) => {
      const input = await bodyOf(request, replyNoticeSettingSchema);
      if (input instanceof Failure) return input;
      state.replyNotices = input.enabled;
      return { enabled: state.replyNotices };
    }),
  ];
  return { handlers, state };
}

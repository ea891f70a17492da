import type { InboxUnread } from '@roost/domain';
import { route } from './reply';

/** GET /api/notifications/inbox/unread: the workspace menu's count of replies waiting (none unless given). */
export const unreadReplies = (unread: InboxUnread = { total: 0, byCampaign: {} }) =>
  route('GET /api/notifications/inbox/unread', () => unread);

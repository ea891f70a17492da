import type { ConversationState } from '@roost/domain';

/** What the inbox list is narrowed to (absent: everything). */
export interface InboxFilters {
  state?: ConversationState | undefined;
  campaignId?: string | undefined;
  q?: string | undefined;
}

/** The inbox's query keys, all under one prefix so a sent reply or a change refreshes every inbox view. */
export const inboxKeys = {
  all: ['notifications', 'inbox'] as const,
  lists: ['notifications', 'inbox', 'list'] as const,
  list: (filters: InboxFilters) => ['notifications', 'inbox', 'list', filters] as const,
  unread: ['notifications', 'inbox', 'unread'] as const,
  thread: (id: string) => ['notifications', 'inbox', 'thread', id] as const,
};

/** How often the unread counts and the list are asked again while a page shows them. */
export const INBOX_REFRESH_MS = 30_000;

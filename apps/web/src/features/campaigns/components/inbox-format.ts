import type { ConversationState, InboxConversation } from '@roost/domain';
import { formatPhone } from './campaign-format';

export const conversationStateLabels: Record<ConversationState, string> = {
  'needs-reply': 'Needs reply',
  waiting: 'Waiting',
  done: 'Done',
};

/** Who the conversation is with: the contact's name, or their number when the lead file gave none. */
export const conversationTitle = (conversation: Pick<InboxConversation, 'name' | 'phone'>) =>
  conversation.name.trim() || formatPhone(conversation.phone);

/** Who took the conversation on, as the team reads it ('You have it', 'Kai has it'), or null. */
export function claimantText(conversation: Pick<InboxConversation, 'claimedBy'>, userId: string | undefined) {
  const { claimedBy } = conversation;
  if (!claimedBy) return null;
  return claimedBy.id === userId ? 'You have it' : `${claimedBy.name} has it`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** How long ago, briefly, as a list shows it: 'just now', '5 min ago', '3 h ago', '2 d ago', then the date. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const elapsed = Math.max(0, now - at.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return (at.getFullYear() === new Date(now).getFullYear() ? shortDate : longDate).format(at);
}

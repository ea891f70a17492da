import type { ConversationMessage } from '@roost/domain';
import type { MessageRow } from '../repo';

/** A campaign's text to a contact as a conversation shows it; none before it was sent. */
export function campaignTextView(
  text: { id: string; body: string | null; sentAt: Date | null; phone: string },
  fromPhoneNumber: string,
): ConversationMessage | undefined {
  if (!text.body || !text.sentAt) return undefined;
  const at = text.sentAt.toISOString();
  return {
    id: text.id,
    title: 'Campaign',
    direction: 'outbound',
    message: text.body,
    toPhoneNumber: text.phone,
    fromPhoneNumber,
    date: at,
    createdDate: at,
  };
}

/** A reply or an answer as a conversation shows it, titled by who wrote it. */
export function messageView(row: MessageRow): ConversationMessage {
  const at = row.createdDate.toISOString();
  return {
    id: row.id,
    title: row.direction === 'inbound' ? 'Contact' : row.sentBy === 'auto' ? 'Automatic reply' : 'You',
    direction: row.direction,
    message: row.message,
    toPhoneNumber: row.toPhoneNumber,
    fromPhoneNumber: row.fromPhoneNumber,
    date: at,
    createdDate: at,
  };
}

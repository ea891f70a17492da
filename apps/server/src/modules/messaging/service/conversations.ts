import { messageTexts, type ConversationMessage, type MessageGroup, type MessageSend } from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { callerKey, replyCache } from '../../../platform/cache/table-change-cache';
import { CAMPAIGN_READ_TABLES, campaignSending as campaigns } from '../../campaigns';
import { suppressedPhones, suppressionScopeFor } from '../../contacts';
import { conversationFor, linkGroups, markConversationRead, noteActivity } from '../conversation-repo';
import type { Carrier } from '../providers/carrier';
import { conversationThread } from './inbox-conversations';
import { campaignTextView, messageView } from './message-views';
import {
  conversationOf,
  findGroup,
  groupOf,
  insertMessage,
  messageByCarrierId,
  setGroupStatus,
  type MessageGroupRow,
} from '../repo';
import { assertInsideHours, replyTarget } from './reply-rules';

export interface ConversationDeps {
  db: Db;
  /** Undefined where no carrier is set up (production until the real carrier is configured). */
  carrier: Carrier | undefined;
  /** Our number: the conversations' from-number. */
  fromNumber: string;
  now: () => Date;
}

const groupView = (group: MessageGroupRow): MessageGroup => ({
  id: group.id,
  contactId: group.contactId,
  campaignId: group.campaignId,
  toPhoneNumber: group.toPhoneNumber,
  fromPhoneNumber: group.fromPhoneNumber,
  groupStatus: group.groupStatus === 'NewMessage' ? 'NewMessage' : 'Read',
});

/** GET /message/group/contact/{contactId}: the contact's conversation (made on first use). 404 outside reach. */
export async function groupForContact(deps: ConversationDeps, caller: SessionUser, contactId: string) {
  const { contact } = await campaigns.visibleContact(deps.db, caller, contactId);
  const group = await groupOf(deps.db, {
    campaignId: contact.campaignId,
    contactId: contact.id,
    toPhoneNumber: contact.phoneNumber,
    fromPhoneNumber: deps.fromNumber,
  });
  return groupView(group);
}

/** The group, if the caller may open its contact's campaign (404 for anyone else: existence is not confirmed). */
export async function visibleGroup(deps: ConversationDeps, caller: SessionUser, groupId: string) {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw new AppError('CONVERSATION_NOT_FOUND', messageTexts.groupNotFound);
  const { campaign } = await campaigns.visibleContact(deps.db, caller, group.contactId).catch(() => {
    throw new AppError('CONVERSATION_NOT_FOUND', messageTexts.groupNotFound);
  });
  return { group, campaign };
}

export const CONVERSATION_READ_TABLES = [...CAMPAIGN_READ_TABLES, 'message_groups', 'messages'] as const;
const cachedConversations = replyCache<{ results: ConversationMessage[] }>(CONVERSATION_READ_TABLES, 1_000);

/**
 * GET /messages/group/{groupId}: the campaign's text, then the replies and answers, oldest first. Reading
 * the conversation marks its new message read; that write forgets the reply it was read with, so a cached
 * reply is always one of a conversation already read.
 */
export function groupMessages(deps: ConversationDeps, caller: SessionUser, groupId: string) {
  const read = () => readGroupMessages(deps, caller, groupId);
  return cachedConversations(deps.db)?.get(JSON.stringify([callerKey(caller), groupId]), read) ?? read();
}

async function readGroupMessages(deps: ConversationDeps, caller: SessionUser, groupId: string) {
  const conversation = await conversationOf(deps.db, groupId);
  if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND', messageTexts.groupNotFound);
  const { group, campaignText, messages: rows } = conversation;
  await campaigns.visibleContact(deps.db, caller, group.contactId).catch(() => {
    throw new AppError('CONVERSATION_NOT_FOUND', messageTexts.groupNotFound);
  });
  if (group.conversationId) {
    // The number's whole conversation in the organization: a reply kept by another campaign's group shows here too.
    const results = await conversationThread(deps.db, group.conversationId);
    await markConversationRead(deps.db, group.conversationId, deps.now());
    return { results };
  }
  const opening = campaignText && campaignTextView(campaignText, group.fromPhoneNumber);
  const results = [...(opening ? [opening] : []), ...rows.map(messageView)];
  if (group.groupStatus === 'NewMessage') await setGroupStatus(deps.db, group.id, 'Read', deps.now());
  return { results };
}

/**
 * POST /message/send: the loan officer's text to the contact of a conversation, never to a number that
 * opted out in the organization. Kept in the conversation with the carrier's message id.
 */
export async function sendMessage(deps: ConversationDeps, caller: SessionUser, input: MessageSend) {
  const { group, campaign } = await visibleGroup(deps, caller, input.groupId);
  await campaigns.assertMayText(deps.db, caller, campaign.teamId);
  const scope = await suppressionScopeFor(deps.db, campaign.ownerId, campaign.teamId ?? undefined);
  if ((await suppressedPhones(deps.db, scope, [group.toPhoneNumber])).size > 0) {
    throw new AppError('CONTACT_OPTED_OUT', messageTexts.optedOut);
  }
  // Only inside the recipient's allowed hours, however recently they wrote (decision 015).
  await assertInsideHours(deps.db, replyTarget(group, campaign), deps.now());
  if (!deps.carrier) throw new AppError('TEXTING_NOT_SET_UP', messageTexts.noCarrier);
  const outcome = await deps.carrier.send({ to: group.toPhoneNumber, body: input.message.trim() });
  if (outcome.kind !== 'accepted') throw new AppError('MESSAGE_NOT_SENT', messageTexts.notSent);
  await insertMessage(deps.db, {
    groupId: group.id,
    direction: 'outbound',
    message: input.message.trim(),
    fromPhoneNumber: group.fromPhoneNumber,
    toPhoneNumber: group.toPhoneNumber,
    carrierMessageId: outcome.messageId,
    sentBy: caller.id,
    createdDate: deps.now(),
  });
  await noteHandReply(deps.db, group, scope, input.message.trim(), deps.now());
  return { id: outcome.messageId, fromPhoneNumber: group.fromPhoneNumber, toPhoneNumber: group.toPhoneNumber };
}

/** POST /message: confirms a message sent through /message/send is in the conversation. */
export async function recordedMessage(deps: ConversationDeps, caller: SessionUser, groupId: string, messageId: string) {
  const { group } = await visibleGroup(deps, caller, groupId);
  const row = await messageByCarrierId(deps.db, group.id, messageId);
  if (!row) throw new AppError('MESSAGE_NOT_FOUND', messageTexts.messageNotFound);
  return { id: row.id };
}

/** A person's text: the number's conversation (made if this is its first message) now waits for the contact. */
export async function noteHandReply(db: Db | Tx, group: MessageGroupRow, scope: string, body: string, at: Date) {
  const names = await campaigns.contactNames(db, [group.contactId]);
  const conversation = await conversationFor(db, {
    scope,
    phone: group.toPhoneNumber,
    name: names.get(group.contactId) ?? '',
  });
  if (group.conversationId !== conversation.id) await linkGroups(db, conversation.id, [group.id]);
  await noteActivity(db, conversation.id, { body, direction: 'outbound', at, state: 'waiting' });
  await markConversationRead(db, conversation.id, at);
}

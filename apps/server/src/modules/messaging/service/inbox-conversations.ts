import {
  inboxTexts,
  type ConversationMessage,
  type InboxConversation,
  type InboxPage,
  type InboxThread,
  type InboxUnread,
  type ConversationState,
} from '@roost/domain';
import { AppError } from '../../../errors';
import { decodeCursor, encodeCursor } from '../../../platform/db/keyset-page';
import type { Db } from '../../../platform/db/types';
import { callerKey, replyCache } from '../../../platform/cache/table-change-cache';
import type { SessionUser } from '../../../plugins/access';
import { CAMPAIGN_READ_TABLES, campaignSending as campaigns } from '../../campaigns';
import { campaignTextView, messageView } from './message-views';
import {
  claimConversation,
  conversationMessages,
  findConversation,
  groupsInCampaigns,
  inboxPage,
  markConversationRead,
  releaseConversation,
  setConversationState,
  unreadIn,
  type ConversationRow,
} from '../conversation-repo';

export interface InboxDeps {
  db: Db;
  now: () => Date;
}

interface InboxListQuery {
  state?: ConversationState | undefined;
  campaignId?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export const INBOX_READ_TABLES = [...CAMPAIGN_READ_TABLES, 'message_groups', 'messages', 'conversations'] as const;
const cachedPages = replyCache<InboxPage>(INBOX_READ_TABLES, 1_000);
const cachedUnread = replyCache<InboxUnread>(INBOX_READ_TABLES, 1_000);
const cachedThreads = replyCache<InboxThread>(INBOX_READ_TABLES, 1_000);

type CampaignName = { id: string; name: string };

/** The conversation as the inbox shows it to someone who opens these campaigns (their groups, newest first). */
function conversationView(
  row: ConversationRow,
  groups: readonly { campaignId: string; contactId: string; id: string }[],
  names: ReadonlyMap<string, string>,
): InboxConversation {
  const newest = groups[0]!;
  const seen = new Set<string>();
  const campaignsOf: CampaignName[] = [];
  for (const group of groups) {
    if (seen.has(group.campaignId)) continue;
    seen.add(group.campaignId);
    campaignsOf.push({ id: group.campaignId, name: names.get(group.campaignId) ?? '' });
  }
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    state: row.state === 'needs-reply' || row.state === 'done' ? row.state : 'waiting',
    unread: row.unread,
    lastMessage: row.lastMessage,
    lastDirection: row.lastDirection,
    lastActivityAt: row.lastActivityAt.toISOString(),
    campaigns: campaignsOf,
    contactId: newest.contactId,
    groupId: newest.id,
    claimedBy: row.claimedBy ? { id: row.claimedBy, name: row.claimedByName ?? '' } : null,
  };
}

/** Splits a search into the name it may be and the phone digits it may be ("(415) 555" -> "415555"). */
function searchOf(q: string | undefined) {
  const text = q?.trim().toLowerCase() ?? '';
  if (!text) return {};
  const digits = text.replace(/\D/g, '');
  const looksLikePhone = /^[\d\s()+.-]+$/.test(text);
  return looksLikePhone ? { phoneDigits: digits } : { nameLike: text };
}

/** GET /inbox: the conversations of the caller's campaigns, newest activity first. */
export function listInbox(deps: InboxDeps, caller: SessionUser, query: InboxListQuery): Promise<InboxPage> {
  const read = () => readInbox(deps, caller, query);
  return cachedPages(deps.db)?.get(JSON.stringify([callerKey(caller), query]), read) ?? read();
}

async function readInbox(deps: InboxDeps, caller: SessionUser, query: InboxListQuery): Promise<InboxPage> {
  const reached = await campaigns.inboxCampaigns(deps.db, caller);
  const names = new Map(reached.map((campaign) => [campaign.id, campaign.name]));
  const campaignIds = query.campaignId
    ? reached.filter((campaign) => campaign.id === query.campaignId).map((campaign) => campaign.id)
    : reached.map((campaign) => campaign.id);
  const rows = await inboxPage(deps.db, {
    campaignIds,
    state: query.state,
    ...searchOf(query.q),
    after: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const groups = await groupsInCampaigns(
    deps.db,
    page.map((row) => row.conversation.id),
    campaignIds,
  );
  const results = page.map(({ conversation }) =>
    conversationView(
      conversation,
      groups.filter((group) => group.conversationId === conversation.id),
      names,
    ),
  );
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ created: last.position, id: last.conversation.id }) : null;
  return { results, nextCursor };
}

/** GET /inbox/unread: the badge on the Inbox tab and on each campaign. */
export function inboxUnread(deps: InboxDeps, caller: SessionUser): Promise<InboxUnread> {
  const read = async () => {
    const reached = await campaigns.inboxCampaigns(deps.db, caller);
    return unreadIn(
      deps.db,
      reached.map((campaign) => campaign.id),
    );
  };
  return cachedUnread(deps.db)?.get(callerKey(caller), read) ?? read();
}

/** The conversation as the caller sees it; 404 when none of its campaigns is one they open. */
async function reachableConversation(deps: InboxDeps, caller: SessionUser, id: string) {
  const notFound = () => new AppError('CONVERSATION_NOT_FOUND', inboxTexts.conversationNotFound);
  const row = await findConversation(deps.db, id);
  if (!row) throw notFound();
  const reached = await campaigns.inboxCampaigns(deps.db, caller);
  const groups = await groupsInCampaigns(
    deps.db,
    [row.id],
    reached.map((campaign) => campaign.id),
  );
  if (groups.length === 0) throw notFound();
  const names = new Map(reached.map((campaign) => [campaign.id, campaign.name]));
  return { row, view: (changed: ConversationRow) => conversationView(changed, groups, names) };
}

/**
 * The conversation's messages oldest first, each campaign's text among them. The loan officer's team sees
 * every message of the number in the organization, whichever campaign's group keeps it.
 */
export async function conversationThread(db: Db, conversationId: string): Promise<ConversationMessage[]> {
  const { campaignTexts, messages } = await conversationMessages(db, conversationId);
  const results = [
    ...campaignTexts.flatMap((text) => campaignTextView(text, text.fromPhoneNumber) ?? []),
    ...messages.map(messageView),
  ];
  return results.sort((a, b) => a.createdDate.localeCompare(b.createdDate));
}

/**
 * GET /inbox/{id}: the conversation and its messages; reading it marks its replies read. That write forgets the
 * reply it was read with, so a cached reply is always one of a conversation already read.
 */
export function readConversation(deps: InboxDeps, caller: SessionUser, id: string): Promise<InboxThread> {
  const read = () => readThread(deps, caller, id);
  return cachedThreads(deps.db)?.get(JSON.stringify([callerKey(caller), id]), read) ?? read();
}

async function readThread(deps: InboxDeps, caller: SessionUser, id: string): Promise<InboxThread> {
  const { row, view } = await reachableConversation(deps, caller, id);
  const conversation = view({ ...row, unread: 0 });
  const [messages, contact] = await Promise.all([
    conversationThread(deps.db, row.id),
    campaigns.contactRecord(deps.db, conversation.contactId),
  ]);
  if (!contact) throw new AppError('CONVERSATION_NOT_FOUND', inboxTexts.conversationNotFound);
  if (row.unread > 0) await markConversationRead(deps.db, row.id, deps.now());
  return { conversation, contact, messages };
}

/** POST /inbox/{id}/done: nothing left to do (a new reply opens it again). */
export async function markDone(deps: InboxDeps, caller: SessionUser, id: string): Promise<InboxConversation> {
  const { row, view } = await reachableConversation(deps, caller, id);
  const changed = await setConversationState(deps.db, row.id, 'done');
  await markConversationRead(deps.db, row.id, deps.now());
  return view({ ...changed, unread: 0 });
}

/** POST /inbox/{id}/claim: the caller takes the conversation on; 409 naming who has it when someone else does. */
export async function claim(deps: InboxDeps, caller: SessionUser, id: string): Promise<InboxConversation> {
  const { row, view } = await reachableConversation(deps, caller, id);
  const outcome = await claimConversation(deps.db, row.id, { id: caller.id, name: caller.name }, deps.now());
  if (!outcome.claimed) {
    const holder = outcome.row?.claimedByName || 'Someone else';
    throw new AppError('CONVERSATION_CLAIMED', inboxTexts.claimedByOther(holder));
  }
  return view(outcome.row!);
}

/** DELETE /inbox/{id}/claim: frees the conversation (its claimant, or anyone when it is theirs to manage). */
export async function release(deps: InboxDeps, caller: SessionUser, id: string): Promise<InboxConversation> {
  const { view } = await reachableConversation(deps, caller, id);
  return view(await releaseConversation(deps.db, id));
}

import type { ConversationState } from '@roost/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterPosition, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { campaignSends, conversations, messageGroups, messages } from './tables';

export type ConversationRow = typeof conversations.$inferSelect;

/** The longest last-message preview kept on a conversation (the inbox's list shows a line of it). */
const PREVIEW_CHARS = 160;

/** The number's conversation in the organization, made on first use; a newer name replaces the one kept. */
export async function conversationFor(
  db: Db | Tx,
  key: { scope: string; phone: string; name: string },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values(key)
    .onConflictDoUpdate({
      target: [conversations.scope, conversations.phone],
      set: { name: sql`case when excluded.name = '' then ${conversations.name} else excluded.name end` },
    })
    .returning();
  return row!;
}

/** Points message groups at their conversation. */
export async function linkGroups(db: Db | Tx, conversationId: string, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .update(messageGroups)
    .set({ conversationId })
    .where(
      and(
        inArray(messageGroups.id, [...groupIds]),
        sql`${messageGroups.conversationId} is distinct from ${conversationId}`,
      ),
    );
}

/**
 * A message in the conversation: it becomes the last activity; `state` moves it (a reply makes it need a reply,
 * an answer makes it wait) and `unread` adds to its unread replies.
 */
export async function noteActivity(
  db: Db | Tx,
  conversationId: string,
  activity: { body: string; direction: 'inbound' | 'outbound'; at: Date; state?: ConversationState; unread?: number },
): Promise<void> {
  await db
    .update(conversations)
    .set({
      lastMessage: activity.body.slice(0, PREVIEW_CHARS),
      lastDirection: activity.direction,
      lastActivityAt: activity.at,
      ...(activity.state ? { state: activity.state } : {}),
      ...(activity.unread ? { unread: sql`${conversations.unread} + ${activity.unread}` } : {}),
    })
    .where(eq(conversations.id, conversationId));
}

/** A new reply is waiting in every campaign that texted the number (each campaign's contact list shows it). */
export async function markGroupsNew(db: Db | Tx, conversationId: string, at: Date): Promise<void> {
  await db
    .update(messageGroups)
    .set({ groupStatus: 'NewMessage', updatedDate: at })
    .where(eq(messageGroups.conversationId, conversationId));
}

/** Read: no unread reply left, in the inbox and in every campaign's list. */
export async function markConversationRead(db: Db | Tx, conversationId: string, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ unread: 0 })
    .where(and(eq(conversations.id, conversationId), sql`${conversations.unread} <> 0`));
  await db
    .update(messageGroups)
    .set({ groupStatus: 'Read', updatedDate: at })
    .where(and(eq(messageGroups.conversationId, conversationId), eq(messageGroups.groupStatus, 'NewMessage')));
}

export async function findConversation(db: Db | Tx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

export async function setConversationState(db: Db, id: string, state: ConversationState): Promise<ConversationRow> {
  const [row] = await db.update(conversations).set({ state }).where(eq(conversations.id, id)).returning();
  return row!;
}

/**
 * Takes the conversation for a person, unless someone else has it: the row after the claim, or the row as it
 * is when another person holds it (one statement: two people claiming at once cannot both win).
 */
export async function claimConversation(
  db: Db,
  id: string,
  claimant: { id: string; name: string },
  at: Date,
): Promise<{ claimed: boolean; row: ConversationRow | undefined }> {
  const [row] = await db
    .update(conversations)
    .set({ claimedBy: claimant.id, claimedByName: claimant.name, claimedAt: at })
    .where(and(eq(conversations.id, id), or(isNull(conversations.claimedBy), eq(conversations.claimedBy, claimant.id))))
    .returning();
  if (row) return { claimed: true, row };
  return { claimed: false, row: await findConversation(db, id) };
}

export async function releaseConversation(db: Db, id: string): Promise<ConversationRow> {
  const [row] = await db
    .update(conversations)
    .set({ claimedBy: null, claimedByName: null, claimedAt: null })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}

/**
 * Groups in the order their campaigns texted the number, the most recent first (groups made together, as a reply
 * makes them, share their creation time).
 */
const newestTextedFirst = [
  sql`(select max(${campaignSends.sentAt}) from ${campaignSends} where ${campaignSends.campaignId} = ${messageGroups.campaignId}
    and ${campaignSends.contactId} = ${messageGroups.contactId}) desc nulls last`,
  desc(messageGroups.createdDate),
  desc(messageGroups.id),
];

/** A conversation's message groups in the given campaigns, the campaign that texted the number last first. */
export function groupsInCampaigns(db: Db, conversationIds: readonly string[], campaignIds: readonly string[]) {
  if (conversationIds.length === 0 || campaignIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: messageGroups.id,
      conversationId: messageGroups.conversationId,
      campaignId: messageGroups.campaignId,
      contactId: messageGroups.contactId,
    })
    .from(messageGroups)
    .where(
      and(
        inArray(messageGroups.conversationId, [...conversationIds]),
        inArray(messageGroups.campaignId, [...campaignIds]),
      ),
    )
    .orderBy(...newestTextedFirst);
}

export interface InboxPageQuery {
  campaignIds: readonly string[];
  state?: ConversationState | undefined;
  /** Lower-cased words of a name, or digits of a phone number. */
  nameLike?: string | undefined;
  phoneDigits?: string | undefined;
  after?: KeysetPosition | undefined;
  limit: number;
}

/** The conversation has a message group in one of the campaigns. */
const inCampaigns = (campaignIds: readonly string[]) =>
  sql`exists (select 1 from ${messageGroups} where ${messageGroups.conversationId} = ${conversations.id}
    and ${inArray(messageGroups.campaignId, [...campaignIds])})`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the conversations in the campaigns, newest activity first (keyset on last activity and id): the
 * activity index is walked and each conversation kept when one of its groups is in the campaigns, so a page
 * reads about a page of rows however many conversations there are.
 */
export function inboxPage(db: Db, query: InboxPageQuery) {
  if (query.campaignIds.length === 0) return Promise.resolve([]);
  const search =
    query.nameLike || query.phoneDigits
      ? or(
          query.nameLike ? sql`lower(${conversations.name}) like ${likePattern(query.nameLike)}` : undefined,
          query.phoneDigits ? sql`${conversations.phone} like ${likePattern(query.phoneDigits)}` : undefined,
        )
      : undefined;
  return db
    .select({ conversation: conversations, position: keysetTime(conversations.lastActivityAt) })
    .from(conversations)
    .where(
      and(
        inCampaigns(query.campaignIds),
        query.state ? eq(conversations.state, query.state) : undefined,
        search,
        afterPosition(conversations.lastActivityAt, conversations.id, query.after),
      ),
    )
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(query.limit + 1);
}

/** How many conversations in the campaigns have unread replies, and per campaign its groups with a new reply. */
export async function unreadIn(db: Db, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return { total: 0, byCampaign: {} as Record<string, number> };
  const [totals, perCampaign] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${conversations} where ${conversations.unread} > 0
          and ${inCampaigns(campaignIds)}`,
    ),
    db
      .select({ campaignId: messageGroups.campaignId, total: sql<number>`count(*)::int` })
      .from(messageGroups)
      .where(and(inArray(messageGroups.campaignId, [...campaignIds]), eq(messageGroups.groupStatus, 'NewMessage')))
      .groupBy(messageGroups.campaignId),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    byCampaign: Object.fromEntries(perCampaign.map((row) => [row.campaignId, row.total])),
  };
}

/** Every message of the conversation's groups and each group's campaign text (as sent), oldest first. */
export async function conversationMessages(db: Db, conversationId: string) {
  const [texts, rows] = await Promise.all([
    db
      .select({
        id: campaignSends.id,
        body: campaignSends.body,
        sentAt: campaignSends.sentAt,
        phone: campaignSends.phone,
        fromPhoneNumber: messageGroups.fromPhoneNumber,
      })
      .from(messageGroups)
      .innerJoin(
        campaignSends,
        and(
          eq(campaignSends.campaignId, messageGroups.campaignId),
          eq(campaignSends.contactId, messageGroups.contactId),
          eq(campaignSends.status, 'sent'),
        ),
      )
      .where(eq(messageGroups.conversationId, conversationId)),
    db
      .select({ message: messages })
      .from(messages)
      .innerJoin(messageGroups, eq(messageGroups.id, messages.groupId))
      .where(eq(messageGroups.conversationId, conversationId))
      .orderBy(asc(messages.createdDate), asc(messages.id)),
  ]);
  return { campaignTexts: texts, messages: rows.map((row) => row.message) };
}

/**
 * Message groups that have messages but no conversation (kept before conversations were), after `afterId` by id,
 * with their last message.
 */
export function groupsWithoutConversation(db: Db, afterId: string, limit: number) {
  return queryRows<{
    id: string;
    campaignId: string;
    contactId: string;
    phone: string;
    groupStatus: string;
    message: string;
    direction: 'inbound' | 'outbound';
    createdDate: string | Date;
  }>(
    db,
    sql`select g.id, g.campaign_id as "campaignId", g.contact_id as "contactId", g.to_phone_number as phone,
          g.group_status as "groupStatus", last.message, last.direction, last.created_date as "createdDate"
        from ${messageGroups} g
        join lateral (select m.message, m.direction, m.created_date from ${messages} m where m.group_id = g.id
          order by m.created_date desc, m.id desc limit 1) last on true
        where g.conversation_id is null and g.id > ${afterId}
        order by g.id limit ${limit}`,
  );
}

/** The campaign that texted the conversation's number last (its group is the newest). */
export async function newestCampaignOf(db: Db, conversationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ campaignId: messageGroups.campaignId })
    .from(messageGroups)
    .where(eq(messageGroups.conversationId, conversationId))
    .orderBy(...newestTextedFirst)
    .limit(1);
  return row?.campaignId;
}

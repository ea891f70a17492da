import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { campaignSends, messageGroups, messages, sandboxTexts } from './tables';

export type SendRow = typeof campaignSends.$inferSelect;
export type NewSend = typeof campaignSends.$inferInsert;
export type MessageGroupRow = typeof messageGroups.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The ledger rows of a starting campaign; a row that exists already stays as it is. */
export async function insertSends(tx: Tx, rows: readonly NewSend[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(campaignSends)
    .values([...rows])
    .onConflictDoNothing();
}

/** A claimed row: what the sender needs to text it. */
export interface ClaimedSend {
  id: string;
  contactId: string;
  phone: string;
}

/**
 * Claims up to `limit` due rows of a campaign: pending -> sending in one statement over rows locked with
 * SKIP LOCKED, so two processes never claim the same row. The due rows are picked once (a materialized
 * CTE): as a plain `IN (subquery LIMIT n)` PostgreSQL may run the subquery again and claim more than n.
 */
export function claimDue(db: Db, campaignId: string, now: Date, limit: number): Promise<ClaimedSend[]> {
  if (limit <= 0) return Promise.resolve([]);
  return queryRows<ClaimedSend & Record<string, unknown>>(
    db,
    sql`with due as materialized (
          select ${campaignSends.id} as id from ${campaignSends}
          where ${campaignSends.campaignId} = ${campaignId} and ${campaignSends.status} = 'pending'
            and ${campaignSends.dueAt} <= ${now}
          order by ${campaignSends.dueAt}, ${campaignSends.id}
          limit ${limit}
          for update skip locked)
        update ${campaignSends} set status = 'sending', claimed_at = ${now}, attempts = attempts + 1
        from due where ${campaignSends.id} = due.id and ${campaignSends.status} = 'pending'
        returning ${campaignSends.id} as id, ${campaignSends.contactId} as "contactId", ${campaignSends.phone} as phone`,
  );
}

/** Stores each claimed row's text (and the carrier) before the carrier is called, in one statement. */
export async function storeBodies(
  db: Db,
  rows: readonly { id: string; body: string }[],
  carrier: string,
): Promise<void> {
  await db.execute(sql`
    update ${campaignSends} set body = r.body, carrier = ${carrier}
    from jsonb_to_recordset(${JSON.stringify(rows.map(({ id, body }) => ({ id, body })))}::jsonb) as r(id text, body text)
    where ${campaignSends.id} = r.id and ${campaignSends.status} = 'sending'`);
}

/** sending -> sent with the carrier's ids; the contact ids of the rows it moved. */
export async function markSentBatch(
  tx: Tx,
  rows: readonly { id: string; messageId: string; status: string }[],
  at: Date,
): Promise<string[]> {
  const moved = await queryRows<{ contactId: string }>(
    tx,
    sql`update ${campaignSends} set status = 'sent', message_id = r.message_id, delivery_status = r.status, sent_at = ${at}
        from jsonb_to_recordset(${JSON.stringify(
          rows.map((row) => ({ id: row.id, message_id: row.messageId, status: row.status })),
        )}::jsonb) as r(id text, message_id text, status text)
        where ${campaignSends.id} = r.id and ${campaignSends.status} = 'sending'
        returning ${campaignSends.contactId} as "contactId"`,
  );
  return moved.map((row) => row.contactId);
}

/** sending -> unknown (a carrier time-out): settled by the reconcile. */
export async function markUnknown(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(campaignSends)
    .set({ status: 'unknown' })
    .where(and(inArray(campaignSends.id, [...ids]), eq(campaignSends.status, 'sending')))
    .returning({ id: campaignSends.id });
  return rows.length;
}

/** Rows claimed at or after `since` (the texts that count against today's cap). */
export async function countClaimedSince(db: Db, campaignId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campaignSends)
    .where(
      and(
        eq(campaignSends.campaignId, campaignId),
        gte(campaignSends.claimedAt, since),
        inArray(campaignSends.status, ['sending', 'sent', 'unknown']),
      ),
    );
  return row?.total ?? 0;
}

/** Changes a row only while it is still `from` (a claimed row belongs to its claimer). */
export async function moveSend(db: Db | Tx, id: string, from: string, patch: Partial<NewSend>): Promise<boolean> {
  const rows = await db
    .update(campaignSends)
    .set(patch)
    .where(and(eq(campaignSends.id, id), eq(campaignSends.status, from)))
    .returning({ id: campaignSends.id });
  return rows.length > 0;
}

/** Rows whose outcome is not known: claimed before `claimedBefore` and still sending, or unknown. */
export function unsettled(db: Db, claimedBefore: Date, limit: number): Promise<SendRow[]> {
  return db
    .select()
    .from(campaignSends)
    .where(
      or(
        eq(campaignSends.status, 'unknown'),
        and(eq(campaignSends.status, 'sending'), lt(campaignSends.claimedAt, claimedBefore)),
      ),
    )
    .orderBy(asc(campaignSends.claimedAt))
    .limit(limit);
}

/** True while a campaign has rows that may still be sent. */
export async function hasOpenSends(db: Db, campaignId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: campaignSends.id })
    .from(campaignSends)
    .where(
      and(eq(campaignSends.campaignId, campaignId), inArray(campaignSends.status, ['pending', 'sending', 'unknown'])),
    )
    .limit(1);
  return row !== undefined;
}

/** Every campaign contact texted at this number (sent), the most recently texted first. */
export function sendsTo(db: Db, phone: string): Promise<{ campaignId: string; contactId: string }[]> {
  return db
    .select({ campaignId: campaignSends.campaignId, contactId: campaignSends.contactId })
    .from(campaignSends)
    .where(and(eq(campaignSends.phone, phone), eq(campaignSends.status, 'sent')))
    .orderBy(desc(campaignSends.sentAt));
}

/** The contact's conversation, made on first use. */
export async function groupOf(
  db: Db | Tx,
  group: { campaignId: string; contactId: string; toPhoneNumber: string; fromPhoneNumber: string },
): Promise<MessageGroupRow> {
  await db.insert(messageGroups).values(group).onConflictDoNothing();
  const [row] = await db.select().from(messageGroups).where(eq(messageGroups.contactId, group.contactId));
  return row!;
}

export async function setGroupStatus(db: Db | Tx, groupId: string, groupStatus: string, at: Date): Promise<void> {
  await db.update(messageGroups).set({ groupStatus, updatedDate: at }).where(eq(messageGroups.id, groupId));
}

/** Stores a message; false when one with the same carrier message id is stored already. */
export async function insertMessage(db: Db | Tx, message: NewMessage): Promise<boolean> {
  const rows = await db.insert(messages).values(message).onConflictDoNothing().returning({ id: messages.id });
  return rows.length > 0;
}

export type SandboxTextRow = typeof sandboxTexts.$inferSelect;

/** The virtual phone: the numbers the sandbox carrier texted, most recently texted first. */
export async function sandboxNumbers(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ phone: sandboxTexts.to, last: sql<string>`max(${sandboxTexts.createdDate})` })
    .from(sandboxTexts)
    .where(eq(sandboxTexts.direction, 'outbound'))
    .groupBy(sandboxTexts.to)
    .orderBy(desc(sql`max(${sandboxTexts.createdDate})`))
    .limit(limit);
  return rows.map((row) => row.phone);
}

/** Every text to or from these numbers, oldest first. */
export function sandboxConversation(db: Db, phones: readonly string[]): Promise<SandboxTextRow[]> {
  if (phones.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sandboxTexts)
    .where(
      or(
        and(eq(sandboxTexts.direction, 'outbound'), inArray(sandboxTexts.to, [...phones])),
        and(eq(sandboxTexts.direction, 'inbound'), inArray(sandboxTexts.from, [...phones])),
      ),
    )
    .orderBy(asc(sandboxTexts.createdDate), asc(sandboxTexts.id));
}

export async function insertSandboxText(db: Db, text: typeof sandboxTexts.$inferInsert): Promise<void> {
  await db.insert(sandboxTexts).values(text);
}

export async function findGroup(db: Db | Tx, id: string): Promise<MessageGroupRow | undefined> {
  const [row] = await db.select().from(messageGroups).where(eq(messageGroups.id, id)).limit(1);
  return row;
}

/**
 * A conversation in one query: the group, the campaign's text to its contact (sent; at most one per contact
 * of a campaign, found by the ledger's key) and its messages oldest first, one row per message (one row with
 * no message when there is none).
 */
const conversationQuery = preparedPerDatabase((db) =>
  db
    .select({
      group: messageGroups,
      campaignText: {
        id: campaignSends.id,
        body: campaignSends.body,
        sentAt: campaignSends.sentAt,
        phone: campaignSends.phone,
      },
      message: messages,
    })
    .from(messageGroups)
    .leftJoin(
      campaignSends,
      and(
        eq(campaignSends.campaignId, messageGroups.campaignId),
        eq(campaignSends.contactId, messageGroups.contactId),
        eq(campaignSends.status, 'sent'),
      ),
    )
    .leftJoin(messages, eq(messages.groupId, messageGroups.id))
    .where(eq(messageGroups.id, sql.placeholder('groupId')))
    .orderBy(asc(messages.createdDate), asc(messages.id))
    .prepare('messaging_conversation'),
);

export async function conversationOf(db: Db, groupId: string) {
  const rows = await conversationQuery(db).execute({ groupId });
  const first = rows[0];
  if (!first) return undefined;
  return {
    group: first.group,
    campaignText: first.campaignText,
    messages: rows.flatMap((row) => (row.message ? [row.message] : [])),
  };
}

export async function messageByCarrierId(db: Db, groupId: string, carrierMessageId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.groupId, groupId), eq(messages.carrierMessageId, carrierMessageId)))
    .limit(1);
  return row;
}

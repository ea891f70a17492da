import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { messageGroups, messages, replyNoticeOptOuts, replyNotices } from './tables';

/** At most one reply e-mail per conversation in this time: later replies wait and go together. */
export const QUIET_MS = 15 * 60_000;

/**
 * A reply to tell the loan officer about: due at once, or when the conversation's quiet period after its last
 * e-mail ends; a reply while one is pending joins it.
 */
export async function queueReplyNotice(db: Db | Tx, conversationId: string, at: Date): Promise<void> {
  const quiet = `${QUIET_MS} milliseconds`;
  await db.execute(sql`
    insert into ${replyNotices} (conversation_id, pending_since, due_at) values (${conversationId}, ${at}, ${at})
    on conflict (conversation_id) do update set
      pending_since = coalesce(${replyNotices.pendingSince}, excluded.pending_since),
      due_at = case when ${replyNotices.pendingSince} is not null then ${replyNotices.dueAt}
        else greatest(excluded.due_at, ${replyNotices.lastSentAt} + ${quiet}::interval) end`);
}

export interface ClaimedNotice {
  conversationId: string;
  pendingSince: Date;
  attempts: number;
}

/**
 * Claims up to `limit` due notices (SKIP LOCKED: processes claim different ones); a claim older than
 * `staleBefore` was left by a process that stopped and is claimed again.
 */
export async function claimDueNotices(db: Db, now: Date, staleBefore: Date, limit: number): Promise<ClaimedNotice[]> {
  const rows = await queryRows<{ conversationId: string; pendingSince: string | Date; attempts: number }>(
    db,
    sql`with due as materialized (
          select ${replyNotices.conversationId} as id from ${replyNotices}
          where ${replyNotices.pendingSince} is not null and ${replyNotices.dueAt} <= ${now}
            and (${replyNotices.claimedAt} is null or ${replyNotices.claimedAt} < ${staleBefore})
          order by ${replyNotices.dueAt}
          limit ${limit}
          for update skip locked)
        update ${replyNotices} set claimed_at = ${now}, attempts = attempts + 1
        from due where ${replyNotices.conversationId} = due.id
        returning conversation_id as "conversationId", pending_since as "pendingSince", attempts`,
  );
  return rows.map((row) => ({ ...row, pendingSince: new Date(row.pendingSince) }));
}

/** The replies of the conversation from `since` on, oldest first. */
export function repliesSince(db: Db, conversationId: string, since: Date, limit: number) {
  return db
    .select({ message: messages.message, createdDate: messages.createdDate })
    .from(messages)
    .innerJoin(messageGroups, eq(messageGroups.id, messages.groupId))
    .where(
      sql`${messageGroups.conversationId} = ${conversationId} and ${messages.direction} = 'inbound'
        and ${messages.createdDate} >= ${since}`,
    )
    .orderBy(messages.createdDate)
    .limit(limit);
}

/**
 * The e-mail went (or was not wanted): the replies up to `toldUpTo` are told. A reply that came after them is
 * pending again, due when the quiet period ends.
 */
export async function settleNotice(db: Db, conversationId: string, toldUpTo: Date, now: Date): Promise<void> {
  await db.execute(sql`
    update ${replyNotices} set last_sent_at = ${now}, claimed_at = null, attempts = 0,
      pending_since = later.first, due_at = case when later.first is null then null else ${new Date(now.getTime() + QUIET_MS)}::timestamptz end
    from (select min(${messages.createdDate}) as first from ${messages}
          join ${messageGroups} on ${messageGroups.id} = ${messages.groupId}
          where ${messageGroups.conversationId} = ${conversationId} and ${messages.direction} = 'inbound'
            and ${messages.createdDate} > ${toldUpTo}) as later
    where ${replyNotices.conversationId} = ${conversationId}`);
}

/** A notice that failed: tried again after `retryAt`, or dropped after too many attempts. */
export async function retryNotice(db: Db, conversationId: string, retryAt: Date | null): Promise<void> {
  await db
    .update(replyNotices)
    .set(retryAt ? { claimedAt: null, dueAt: retryAt } : { claimedAt: null, pendingSince: null, dueAt: null })
    .where(eq(replyNotices.conversationId, conversationId));
}

export async function replyNoticesOff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: replyNoticeOptOuts.userId })
    .from(replyNoticeOptOuts)
    .where(eq(replyNoticeOptOuts.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function setReplyNotices(db: Db, userId: string, enabled: boolean): Promise<void> {
  if (enabled) await db.delete(replyNoticeOptOuts).where(eq(replyNoticeOptOuts.userId, userId));
  else await db.insert(replyNoticeOptOuts).values({ userId }).onConflictDoNothing();
}

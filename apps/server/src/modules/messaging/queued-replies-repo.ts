import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { queuedReplies } from './tables';

export type QueuedReplyRow = typeof queuedReplies.$inferSelect;
export type NewQueuedReply = typeof queuedReplies.$inferInsert;

export async function insertQueuedReply(db: Db, row: NewQueuedReply): Promise<QueuedReplyRow> {
  const [stored] = await db.insert(queuedReplies).values(row).returning();
  return stored!;
}

export async function findQueuedReply(db: Db, id: string): Promise<QueuedReplyRow | undefined> {
  const [row] = await db.select().from(queuedReplies).where(eq(queuedReplies.id, id)).limit(1);
  return row;
}

/**
 * What a conversation shows of its queued replies: those still to go or going, and those that will not go
 * for a reason the loan officer should read (a failure, an opt-out); not the ones a person cancelled or that
 * went (those are in the conversation).
 */
export function visibleQueuedReplies(db: Db, groupId: string): Promise<QueuedReplyRow[]> {
  return db
    .select()
    .from(queuedReplies)
    .where(
      and(
        eq(queuedReplies.groupId, groupId),
        or(
          inArray(queuedReplies.status, ['queued', 'sending', 'failed']),
          and(eq(queuedReplies.status, 'cancelled'), eq(queuedReplies.reason, 'opted-out')),
        ),
      ),
    )
    .orderBy(asc(queuedReplies.sendAt), asc(queuedReplies.id))
    .limit(100);
}

/**
 * Claims up to `limit` due rows: queued -> sending in one statement over rows locked with SKIP LOCKED, so
 * two workers never claim the same row (the due rows are picked once, in a materialized CTE).
 */
export function claimDueReplies(db: Db, now: Date, limit: number): Promise<QueuedReplyRow[]> {
  return queryRows<QueuedReplyRow & Record<string, unknown>>(
    db,
    sql`with due as materialized (
          select ${queuedReplies.id} as id from ${queuedReplies}
          where ${queuedReplies.status} = 'queued' and ${queuedReplies.sendAt} <= ${now}
          order by ${queuedReplies.sendAt}, ${queuedReplies.id}
          limit ${limit}
          for update skip locked)
        update ${queuedReplies} set status = 'sending', claimed_at = ${now}
        from due where ${queuedReplies.id} = due.id and ${queuedReplies.status} = 'queued'
        returning ${queuedReplies.id} as id`,
  ).then(async (claimed) =>
    claimed.length === 0
      ? []
      : db
          .select()
          .from(queuedReplies)
          .where(
            inArray(
              queuedReplies.id,
              claimed.map((row) => row.id),
            ),
          ),
  );
}

/** Rows left `sending` since before `claimedBefore`: a crash between the claim and the carrier's answer. */
export function staleSendingReplies(db: Db, claimedBefore: Date, limit: number): Promise<QueuedReplyRow[]> {
  return db
    .select()
    .from(queuedReplies)
    .where(and(eq(queuedReplies.status, 'sending'), lt(queuedReplies.claimedAt, claimedBefore)))
    .orderBy(asc(queuedReplies.claimedAt))
    .limit(limit);
}

/** Changes a row only while it is still `from` (a claimed row belongs to its claimer); true if it moved. */
export async function moveQueuedReply(
  db: Db | Tx,
  id: string,
  from: string,
  patch: Partial<NewQueuedReply>,
): Promise<boolean> {
  const rows = await db
    .update(queuedReplies)
    .set(patch)
    .where(and(eq(queuedReplies.id, id), eq(queuedReplies.status, from)))
    .returning({ id: queuedReplies.id });
  return rows.length > 0;
}

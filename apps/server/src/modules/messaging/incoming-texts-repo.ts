import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/types';
import { inboundTexts } from './tables';

export type InboundRow = typeof inboundTexts.$inferSelect;

/** Stores an incoming text once per carrier message id; false when it was already stored. */
export async function storeInbound(
  db: Db,
  text: { messageId: string; from: string; to: string; body: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(inboundTexts)
    .values(text)
    .onConflictDoNothing()
    .returning({ id: inboundTexts.messageId });
  return rows.length > 0;
}

/**
 * Claims up to `limit` texts waiting to be handled, oldest first: unclaimed, or claimed before `staleBefore` by a
 * process that never finished (SKIP LOCKED: processes claim different texts).
 */
export function claimInbound(db: Db, now: Date, staleBefore: Date, limit: number): Promise<InboundRow[]> {
  return queryRows<InboundRow>(
    db,
    sql`with waiting as materialized (
          select ${inboundTexts.messageId} as id from ${inboundTexts}
          where ${inboundTexts.handledAt} is null
            and (${inboundTexts.claimedAt} is null or ${inboundTexts.claimedAt} < ${staleBefore.toISOString()})
          order by ${inboundTexts.receivedAt}
          limit ${limit}
          for update skip locked
        )
        update ${inboundTexts} set claimed_at = ${now.toISOString()}
        from waiting where ${inboundTexts.messageId} = waiting.id
        returning message_id as "messageId", from_number as "from", to_number as "to", body,
          received_at as "receivedAt", claimed_at as "claimedAt", handled_at as "handledAt"`,
  );
}

/** Gives claimed texts back unhandled (a stopping process), so the next process to look takes them at once. */
export async function releaseInbound(db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .update(inboundTexts)
    .set({ claimedAt: null })
    .where(and(inArray(inboundTexts.messageId, messageIds), isNull(inboundTexts.handledAt)));
}

export async function markInboundHandled(db: Db, messageId: string, at: Date): Promise<void> {
  await db.update(inboundTexts).set({ handledAt: at }).where(eq(inboundTexts.messageId, messageId));
}

/** Forgets handled texts received before `before` (the conversation keeps the reply). */
export async function deleteHandledInbound(db: Db, before: Date): Promise<void> {
  await db.delete(inboundTexts).where(and(isNotNull(inboundTexts.handledAt), lt(inboundTexts.receivedAt, before)));
}

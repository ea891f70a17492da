import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { webhookAttempts, webhookDeliveries } from './tables';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDeliveryRow = typeof webhookDeliveries.$inferInsert;
export type DeliveryStatus = DeliveryRow['status'];

export function insertDeliveries(tx: Tx, rows: NewDeliveryRow[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.insert(webhookDeliveries).values(rows).returning();
}

export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1);
  return row;
}

/** Stores one attempt and the delivery's state after it, together. */
export async function recordAttempt(
  db: Db,
  attempt: {
    deliveryId: string;
    attempt: number;
    ok: boolean;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
    finalStatus: DeliveryStatus;
  },
) {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: attempt.deliveryId,
      attempt: attempt.attempt,
      ok: attempt.ok,
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: attempt.finalStatus,
        attempts: attempt.attempt,
        lastStatusCode: attempt.statusCode,
        lastError: attempt.error,
        deliveredAt: attempt.ok ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(webhookDeliveries.id, attempt.deliveryId));
  });
}

export function listDeliveries(db: Db, limit: number) {
  return db
    .select({
      id: webhookDeliveries.id,
      kind: webhookDeliveries.kind,
      summary: webhookDeliveries.summary,
      person: webhookDeliveries.person,
      channel: webhookDeliveries.channel,
      target: webhookDeliveries.target,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

export function listAttempts(db: Db, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.attemptedAt);
}

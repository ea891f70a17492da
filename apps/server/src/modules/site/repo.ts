import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { leadDeliveries, leadDeliveryAttempts, leads } from './tables';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type DeliveryRow = typeof leadDeliveries.$inferSelect;

/** Serialises submits of the same body so two concurrent duplicates cannot both be stored. */
export async function lockLeadBody(tx: Tx, bodyHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bodyHash}))`);
}

export async function findLeadByIdempotencyKey(tx: Tx, key: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return row;
}

export async function findRecentLeadByBody(tx: Tx, bodyHash: string, since: Date) {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.bodyHash, bodyHash), gt(leads.createdDate, since)))
    .orderBy(desc(leads.createdDate))
    .limit(1);
  return row;
}

export async function insertLead(tx: Tx, lead: NewLeadRow): Promise<LeadRow> {
  const [row] = await tx.insert(leads).values(lead).returning();
  if (!row) throw new Error('lead insert returned nothing');
  return row;
}

export function insertDeliveries(
  tx: Tx,
  deliveries: { leadId: string; channel: 'webhook' | 'email'; target: string }[],
): Promise<DeliveryRow[]> {
  if (deliveries.length === 0) return Promise.resolve([]);
  return tx.insert(leadDeliveries).values(deliveries).returning();
}

export async function findDeliveryWithLead(db: Db, deliveryId: string) {
  const [row] = await db
    .select({ delivery: leadDeliveries, lead: leads })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(eq(leadDeliveries.id, deliveryId))
    .limit(1);
  return row;
}

export async function recordAttempt(
  db: Db,
  attempt: {
    deliveryId: string;
    attempt: number;
    ok: boolean;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
    finalStatus: 'pending' | 'delivered' | 'failed';
  },
) {
  await db.transaction(async (tx) => {
    await tx.insert(leadDeliveryAttempts).values({
      deliveryId: attempt.deliveryId,
      attempt: attempt.attempt,
      ok: attempt.ok,
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    });
    await tx
      .update(leadDeliveries)
      .set({
        status: attempt.finalStatus,
        attempts: attempt.attempt,
        lastError: attempt.error,
        deliveredAt: attempt.ok ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(leadDeliveries.id, attempt.deliveryId));
  });
}

export function listDeliveries(db: Db, limit: number) {
  return db
    .select({ delivery: leadDeliveries, lead: { id: leads.id, type: leads.type, email: leads.email } })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .orderBy(desc(leadDeliveries.createdAt))
    .limit(limit);
}

export function listAttempts(db: Db, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(leadDeliveryAttempts)
    .where(sql`${leadDeliveryAttempts.deliveryId} in ${deliveryIds}`)
    .orderBy(leadDeliveryAttempts.attemptedAt);
}

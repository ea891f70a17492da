import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { paymentEvents, payments, sandboxPaymentIntents } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatus = PaymentRow['status'];
export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** Inserts the payment unless one with its idempotency key exists; either way answers the stored row. */
export async function insertPaymentOnce(db: Db, row: NewPaymentRow): Promise<PaymentRow> {
  await db.insert(payments).values(row).onConflictDoNothing({ target: payments.idempotencyKey });
  const [stored] = await db.select().from(payments).where(eq(payments.idempotencyKey, row.idempotencyKey)).limit(1);
  if (!stored) throw new Error('The payment vanished after it was inserted');
  return stored;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPaymentByIntent(
  db: Db,
  processor: PaymentRow['processor'],
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.processor, processor), eq(payments.chargeId, intentId)))
    .limit(1);
  return row;
}

/** Records the processor's intent on a payment that has none yet; answers the row as it now stands. */
export async function attachIntent(db: Db, id: string, intentId: string): Promise<PaymentRow> {
  await db
    .update(payments)
    .set({ chargeId: intentId, updatedDate: new Date() })
    .where(and(eq(payments.id, id), isNull(payments.chargeId)));
  const row = await findPayment(db, id);
  if (!row) throw new Error('The payment vanished while its intent was attached');
  return row;
}

export interface CardColumns {
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
}

/**
 * Compare-and-set: moves the payment to `to` only while its status is one of `from`. Answers the updated
 * row, or undefined when another path moved it first; exactly one caller wins each move.
 */
export async function movePayment(
  db: Db | Tx,
  id: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  changes: Partial<CardColumns> & { refundedCents?: number } = {},
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, status: to, updatedDate: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row;
}

/** Stores the card a payment was made with, when none is stored yet. */
export async function storeCard(db: Db, id: string, card: CardColumns): Promise<void> {
  await db
    .update(payments)
    .set({ ...card, updatedDate: new Date() })
    .where(and(eq(payments.id, id), isNull(payments.cardLast4)));
}

/** Records a processor event; false when it was recorded before (a retry or a repeat delivery). */
export async function recordEvent(db: Db, event: { id: string; processor: string; type: string }): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Forgets an event whose handling failed, so the processor's retry is handled again. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}

// The sandbox processor's own state (only the sandbox adapter calls these).

export async function insertSandboxIntentOnce(
  db: Db,
  row: typeof sandboxPaymentIntents.$inferInsert,
): Promise<SandboxIntentRow> {
  await db
    .insert(sandboxPaymentIntents)
    .values(row)
    .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
  const [stored] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, row.idempotencyKey))
    .limit(1);
  if (!stored) throw new Error('The sandbox intent vanished after it was inserted');
  return stored;
}

export async function findSandboxIntent(db: Db, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).limit(1);
  return row;
}

/** A confirm's outcome, written only while the intent still awaits a card (a paid intent never changes). */
export async function settleSandboxIntent(
  db: Db,
  id: string,
  outcome:
    | ({ status: 'succeeded' } & CardColumns)
    | { status: 'requires_payment_method'; lastError: { code: string; message: string } },
): Promise<SandboxIntentRow | undefined> {
  const changes =
    outcome.status === 'succeeded'
      ? { ...outcome, lastError: null }
      : { status: outcome.status, lastError: outcome.lastError };
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set(changes)
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'requires_payment_method')))
    .returning();
  return row;
}

/** Refunds a paid sandbox intent in full; a repeat leaves it as it is. */
export async function refundSandboxIntent(db: Db, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db
    .update(sandboxPaymentIntents)
    .set({ amountRefunded: sql`${sandboxPaymentIntents.amountCents}` })
    .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'succeeded')))
    .returning();
  return row;
}

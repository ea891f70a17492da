import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/types';
import { paymentCredits } from './tables';

export type CreditEntry = typeof paymentCredits.$inferSelect;
export type NewCreditEntry = typeof paymentCredits.$inferInsert;

/** Inserts the entry unless its key was written before; answers the stored entry and whether this call wrote it. */
export async function insertCreditOnce(
  db: Db | Tx,
  row: NewCreditEntry,
): Promise<{ entry: CreditEntry; inserted: boolean }> {
  const [inserted] = await db.insert(paymentCredits).values(row).onConflictDoNothing().returning();
  if (inserted) return { entry: inserted, inserted: true };
  const [stored] = await db.select().from(paymentCredits).where(eq(paymentCredits.entryKey, row.entryKey)).limit(1);
  if (!stored) throw new Error('The credit entry vanished after it was inserted');
  return { entry: stored, inserted: false };
}

/** Locks a person's grants, so two payments cannot spend the same credit (their uses wait for each other). */
export async function lockGrants(tx: Tx, userId: string): Promise<void> {
  await tx
    .select({ id: paymentCredits.id })
    .from(paymentCredits)
    .where(and(eq(paymentCredits.userId, userId), eq(paymentCredits.kind, 'grant')))
    .for('update');
}

export interface GrantRemainder {
  id: string;
  remainingCents: number;
  expiresAt: Date;
}

const debit = alias(paymentCredits, 'debit');

/** Each grant of the person with what is left of it (its amount less its uses and expiry), soonest expiry first. */
export async function grantRemainders(db: Db | Tx, userId: string): Promise<GrantRemainder[]> {
  const rows = await db
    .select({
      id: paymentCredits.id,
      remainingCents: sql<number>`(${paymentCredits.amountCents} - coalesce(sum(${debit.amountCents}), 0))::int`,
      expiresAt: paymentCredits.expiresAt,
    })
    .from(paymentCredits)
    .leftJoin(debit, eq(debit.grantId, paymentCredits.id))
    .where(and(eq(paymentCredits.userId, userId), eq(paymentCredits.kind, 'grant')))
    .groupBy(paymentCredits.id)
    .orderBy(asc(paymentCredits.expiresAt), asc(paymentCredits.id));
  return rows.map((row) => ({
    id: row.id,
    remainingCents: Number(row.remainingCents),
    expiresAt: row.expiresAt ?? new Date(0),
  }));
}

/** The uses already written for a reference (a payment that spent credits), as the cents they spent. */
export async function usedFor(
  db: Db | Tx,
  userId: string,
  reference: string,
): Promise<{ entries: number; cents: number }> {
  const [row] = await db
    .select({
      entries: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${paymentCredits.amountCents}), 0)::int`,
    })
    .from(paymentCredits)
    .where(
      and(eq(paymentCredits.userId, userId), eq(paymentCredits.kind, 'use'), eq(paymentCredits.reference, reference)),
    );
  return { entries: Number(row?.entries ?? 0), cents: Number(row?.cents ?? 0) };
}

export async function findGrant(db: Db | Tx, reference: string): Promise<CreditEntry | undefined> {
  const [row] = await db
    .select()
    .from(paymentCredits)
    .where(eq(paymentCredits.entryKey, `grant:${reference}`))
    .limit(1);
  return row;
}

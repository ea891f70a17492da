import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { leads } from './tables';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

/** Serialises submits of the same body so two concurrent duplicates cannot both be stored. */
export async function lockLeadBody(tx: Tx, bodyHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bodyHash}))`);
}

export async function findLeadByIdempotencyKey(tx: Db | Tx, key: string) {
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

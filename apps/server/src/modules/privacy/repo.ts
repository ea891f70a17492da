import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { privacyRequests } from './tables';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function insertPrivacyRequest(tx: Db | Tx, row: typeof privacyRequests.$inferInsert) {
  const [stored] = await tx.insert(privacyRequests).values(row).returning();
  return stored!;
}

/** Open requests first, soonest due first; then the answered ones, latest first. */
export function listPrivacyRequests(db: Db, organizationId: string, limit: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.organizationId, organizationId))
    .orderBy(
      sql`case when ${privacyRequests.status} = 'open' then 0 else 1 end`,
      asc(privacyRequests.dueDate),
      desc(privacyRequests.completedAt),
      asc(privacyRequests.id),
    )
    .limit(limit);
}

export async function findPrivacyRequest(db: Db | Tx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.organizationId, organizationId), eq(privacyRequests.id, id)));
  return row ?? null;
}

export async function updatePrivacyRequest(tx: Db | Tx, id: string, patch: Partial<PrivacyRequestRow>) {
  const [row] = await tx.update(privacyRequests).set(patch).where(eq(privacyRequests.id, id)).returning();
  return row!;
}

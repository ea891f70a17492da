import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { listingRequests, purchaseOptionsCache } from './tables';

export type ListingRequestRow = typeof listingRequests.$inferSelect;

export async function findCachedOptions(db: Db, id: string): Promise<unknown> {
  const [row] = await db.select().from(purchaseOptionsCache).where(eq(purchaseOptionsCache.id, id)).limit(1);
  return row?.data;
}

/** The first answer of the day wins: a concurrent miss stores nothing new and reads the stored one. */
export async function storeCachedOptions(db: Db, id: string, data: unknown): Promise<unknown> {
  const [stored] = await db
    .insert(purchaseOptionsCache)
    .values({ id, data })
    .onConflictDoNothing()
    .returning({ data: purchaseOptionsCache.data });
  return stored ? stored.data : findCachedOptions(db, id);
}

export async function insertListingRequest(tx: Tx, row: typeof listingRequests.$inferInsert) {
  const [saved] = await tx.insert(listingRequests).values(row).returning();
  return saved!;
}

export async function findListingRequest(db: Db, id: string) {
  const [row] = await db.select().from(listingRequests).where(eq(listingRequests.id, id)).limit(1);
  return row;
}

export async function recordListingRequestAttempt(
  db: Db,
  id: string,
  outcome: { status: string; statusCode: number | null; error: string | null; delivered: boolean },
) {
  await db
    .update(listingRequests)
    .set({
      status: outcome.status,
      attempts: sql`${listingRequests.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(outcome.delivered && { deliveredAt: new Date() }),
    })
    .where(eq(listingRequests.id, id));
}

export function listListingRequests(db: Db, limit: number) {
  return db.select().from(listingRequests).orderBy(desc(listingRequests.createdAt)).limit(limit);
}

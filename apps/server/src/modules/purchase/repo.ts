import { eq } from 'drizzle-orm';
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

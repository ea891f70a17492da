import type { OptionsReply } from '@roost/domain';
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import type { Db, Tx } from '../../platform/db/types';
import { listingRequests, purchaseOptionsCache } from './tables';

export type ListingRequestRow = typeof listingRequests.$inferSelect;

const cachedOptionsQuery = preparedPerDatabase((db) =>
  db
    .select({ data: purchaseOptionsCache.data })
    .from(purchaseOptionsCache)
    .where(eq(purchaseOptionsCache.id, sql.placeholder('id')))
    .limit(1)
    .prepare('purchase_cached_options'),
);

/**
 * A stored answer: only storeCachedOptions writes the table, from a typed reply. Read back as that type
 * without parsing it again; the routes' reply schemas check what is sent.
 */
export async function findCachedOptions(db: Db, id: string): Promise<OptionsReply | undefined> {
  const [row] = await cachedOptionsQuery(db).execute({ id });
  return row?.data as OptionsReply | undefined;
}

/** The first answer of the day wins: a concurrent miss stores nothing new and reads the stored one. */
export async function storeCachedOptions(db: Db, id: string, data: OptionsReply): Promise<OptionsReply> {
  const [stored] = await db
    .insert(purchaseOptionsCache)
    .values({ id, data })
    .onConflictDoNothing()
    .returning({ data: purchaseOptionsCache.data });
  if (stored) return stored.data as OptionsReply;
  const first = await findCachedOptions(db, id);
  if (!first) throw new Error(`purchase options ${id} were neither stored nor found`);
  return first;
}

export async function insertListingRequest(tx: Tx, row: typeof listingRequests.$inferInsert) {
  const [saved] = await tx.insert(listingRequests).values(row).returning();
  return saved!;
}

import { and, asc, count, desc, eq, inArray, lte, ne, sql, type Placeholder } from 'drizzle-orm';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import type { Db, Tx } from '../../platform/db/types';
import { listings, listingSyncState } from './tables';

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type ListingSort = 'price-asc' | 'price-desc' | 'newest' | 'sqft-desc';

/** Every order ends on the id, so pages never overlap or skip a listing with an equal price. */
const orderings = {
  'price-asc': [asc(listings.listPrice), asc(listings.id)],
  'price-desc': [desc(listings.listPrice), asc(listings.id)],
  newest: [desc(listings.listDate), desc(listings.listPrice), asc(listings.id)],
  'sqft-desc': [sql`${listings.apxSqFtPrimaryRes} desc nulls last`, desc(listings.listPrice), asc(listings.id)],
} as const;

const activeIn = (county: string | Placeholder, maxPrice: number | Placeholder) =>
  and(eq(listings.county, county), eq(listings.active, true), lte(listings.listPrice, maxPrice));

/** A page of the homes search in one order, with the total as a window count over every match. */
const pageInOrder = (db: Db, sort: ListingSort) =>
  db
    .select({ listing: listings, total: sql<number>`(count(*) over ())::int` })
    .from(listings)
    .where(activeIn(sql.placeholder('county'), sql.placeholder('maxPrice')))
    .orderBy(...orderings[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`listings_page_${sort.replace('-', '_')}`);

const pageQueries = preparedPerDatabase((db) => ({
  'price-asc': pageInOrder(db, 'price-asc'),
  'price-desc': pageInOrder(db, 'price-desc'),
  newest: pageInOrder(db, 'newest'),
  'sqft-desc': pageInOrder(db, 'sqft-desc'),
}));

/**
 * One page and the total, in one query; only a page past the last one, which has no row to carry the
 * total, asks again for the count.
 */
export async function pageOfListings(
  db: Db,
  query: { county: string; maxPrice: number; sort: ListingSort; limit: number; offset: number },
): Promise<{ total: number; rows: ListingRow[] }> {
  const { county, maxPrice, limit, offset } = query;
  const found = await pageQueries(db)[query.sort].execute({ county, maxPrice, limit, offset });
  if (found.length > 0) return { total: found[0]!.total, rows: found.map((row) => row.listing) };
  if (offset === 0) return { total: 0, rows: [] };
  const [counted] = await db.select({ total: count() }).from(listings).where(activeIn(county, maxPrice));
  return { total: counted?.total ?? 0, rows: [] };
}

/** How many active listings of a county are at or below each price, in one pass over the county. */
export async function countsAtOrBelow(db: Db, county: string, prices: readonly number[]): Promise<number[]> {
  if (prices.length === 0) return [];
  const columns = Object.fromEntries(
    prices.map((price, index) => [
      `p${index}`,
      sql<number>`count(*) filter (where ${listings.listPrice} <= ${price})::int`,
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(listings)
    .where(and(eq(listings.county, county), eq(listings.active, true)));
  return prices.map((_price, index) => Number(row?.[`p${index}`] ?? 0));
}

export function activeCounties(db: Db) {
  return db.selectDistinct({ county: listings.county }).from(listings).where(eq(listings.active, true));
}

export async function activeListingById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.active, true)))
    .limit(1);
  return row;
}

export async function coverFacts(db: Db, id: string) {
  const [row] = await db
    .select({ id: listings.id, streetNumber: listings.streetNumber })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

/** Inserts or refreshes listings from a provider; a listing keeps the list date it was first seen with. */
export async function upsertListings(tx: Tx, rows: NewListingRow[]) {
  if (rows.length === 0) return;
  await tx
    .insert(listings)
    .values(rows)
    .onConflictDoUpdate({
      target: listings.id,
      set: {
        listingRid: sql`excluded.listing_rid`,
        mlsId: sql`excluded.mls_id`,
        mlsNumber: sql`excluded.mls_number`,
        streetNumber: sql`excluded.street_number`,
        streetName: sql`excluded.street_name`,
        city: sql`excluded.city`,
        zipCode: sql`excluded.zip_code`,
        county: sql`excluded.county`,
        bedrooms: sql`excluded.bedrooms`,
        fullBathrooms: sql`excluded.full_bathrooms`,
        apxSqFtPrimaryRes: sql`excluded.apx_sqft_primary_res`,
        listPrice: sql`excluded.list_price`,
        mediaUrl: sql`excluded.media_url`,
        listAgentFirstName: sql`excluded.list_agent_first_name`,
        listAgentLastName: sql`excluded.list_agent_last_name`,
        modifiedAt: sql`excluded.modified_at`,
        active: true,
        updatedAt: sql`now()`,
      },
    });
}

export async function deactivateListings(tx: Tx | Db, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(listings)
    .set({ active: false, updatedAt: sql`now()` })
    .where(inArray(listings.id, ids));
}

/** After a full sync: the provider's listings that were not in it have left the market. */
export async function deactivateUnseen(tx: Tx, source: string, seenIds: ReadonlySet<string>) {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.source, source), eq(listings.active, true)));
  await deactivateListings(
    tx,
    rows.map((row) => row.id).filter((id) => !seenIds.has(id)),
  );
}

/** Switches every listing of one source on or off (other providers' listings are kept for a switch back). */
export async function setSourceActive(db: Db, source: string, active: boolean) {
  await db
    .update(listings)
    .set({ active, updatedAt: sql`now()` })
    .where(and(eq(listings.source, source), ne(listings.active, active)));
}

/** Switches off every listing that is not from `source`. */
export async function deactivateOtherSources(db: Db, source: string) {
  await db
    .update(listings)
    .set({ active: false, updatedAt: sql`now()` })
    .where(and(ne(listings.source, source), eq(listings.active, true)));
}

export async function syncStateOf(db: Db | Tx, provider: string) {
  const [row] = await db.select().from(listingSyncState).where(eq(listingSyncState.provider, provider)).limit(1);
  return row;
}

export async function saveSyncState(
  tx: Tx,
  state: { provider: string; lastModification: string | null; fullSync: boolean },
) {
  const now = new Date();
  await tx
    .insert(listingSyncState)
    .values({
      provider: state.provider,
      lastModification: state.lastModification,
      lastRunAt: now,
      lastFullSyncAt: state.fullSync ? now : null,
    })
    .onConflictDoUpdate({
      target: listingSyncState.provider,
      set: {
        lastModification: state.lastModification,
        lastRunAt: now,
        ...(state.fullSync ? { lastFullSyncAt: now } : {}),
      },
    });
}

export async function forgetSyncState(db: Db, provider: string) {
  await db.delete(listingSyncState).where(eq(listingSyncState.provider, provider));
}

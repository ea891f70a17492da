import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { afterPosition, containsPattern, keysetTime, type KeysetPosition } from '../../db/keyset-page';
import type { Db } from '../../db/types';
import { addressRecords, addressSearchText, homes } from './tables';

export type HomeRow = typeof homes.$inferSelect;
export type AddressRecordRow = typeof addressRecords.$inferSelect;
export type NewAddressRecordRow = typeof addressRecords.$inferInsert;

export async function findHomeByKey(db: Db, addressKey: string) {
  const [row] = await db.select().from(homes).where(eq(homes.addressKey, addressKey)).limit(1);
  return row;
}

/** Sales in the same ZIP since `since` (ISO date), other than the home itself. */
export function recentSalesInZip(db: Db, zip: string, since: string, excludeId: string) {
  return db
    .select({
      sqft: homes.sqft,
      yearBuilt: homes.yearBuilt,
      lastSaleDate: homes.lastSaleDate,
      lastSalePrice: homes.lastSalePrice,
    })
    .from(homes)
    .where(and(eq(homes.zip, zip), gte(homes.lastSaleDate, since), ne(homes.id, excludeId)));
}

/** Every sale's county, year and price per square foot, for the price index. */
export function saleSamples(db: Db) {
  return db
    .select({
      county: homes.county,
      year: sql<number>`extract(year from ${homes.lastSaleDate})::int`,
      pricePerSqft: sql<number>`${homes.lastSalePrice} / ${homes.sqft}`,
    })
    .from(homes);
}

/** Keys, labels and coordinates of every home, for the address search index. */
export function addressEntries(db: Db) {
  return db
    .select({
      key: homes.addressKey,
      streetNumber: homes.streetNumber,
      streetName: homes.streetName,
      city: homes.city,
      state: homes.state,
      zip: homes.zip,
      latitude: homes.latitude,
      longitude: homes.longitude,
    })
    .from(homes);
}

export async function latestSaleDate(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ latest: sql<string>`max(${homes.lastSaleDate})::text` }).from(homes);
  return row?.latest ?? undefined;
}

export async function findAddressRecord(db: Db, id: string) {
  const [row] = await db.select().from(addressRecords).where(eq(addressRecords.id, id)).limit(1);
  return row;
}

export async function saveAddressRecord(db: Db, record: NewAddressRecordRow) {
  const { id: _id, createdDate: _created, ...changes } = record;
  const [row] = await db
    .insert(addressRecords)
    .values(record)
    .onConflictDoUpdate({ target: addressRecords.id, set: changes })
    .returning();
  return row!;
}

export function findAddressRecords(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(addressRecords).where(inArray(addressRecords.id, ids));
}

/** The admin list's rows, newest first: `limit` of them after `after`, the address holding `search`. */
export function listAddressRecordsPage(
  db: Db,
  query: { limit: number; after?: KeysetPosition | undefined; search?: string | undefined },
) {
  const conditions = [
    afterPosition(addressRecords.createdDate, addressRecords.id, query.after),
    query.search ? sql`${addressSearchText(addressRecords)} like ${containsPattern(query.search)}` : undefined,
  ];
  return db
    .select({
      id: addressRecords.id,
      address: addressRecords.address,
      estimate: addressRecords.estimate,
      loanBalance: addressRecords.loanBalance,
      source: addressRecords.source,
      createdDate: addressRecords.createdDate,
      keysetCreated: keysetTime(addressRecords.createdDate),
    })
    .from(addressRecords)
    .where(and(...conditions))
    .orderBy(desc(addressRecords.createdDate), desc(addressRecords.id))
    .limit(query.limit);
}

export async function countAddressRecords(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(addressRecords);
  return row?.total ?? 0;
}

import { and, asc, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { afterPosition, containsPattern, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import type { Db, Tx } from '../../platform/db/types';
import { addressRecords, addressSearchText, homes } from './tables';

export type HomeRow = typeof homes.$inferSelect;
export type AddressRecordRow = typeof addressRecords.$inferSelect;
export type NewAddressRecordRow = typeof addressRecords.$inferInsert;

const homeByKeyQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(homes)
    .where(eq(homes.addressKey, sql.placeholder('addressKey')))
    .limit(1)
    .prepare('home_by_address_key'),
);

export async function findHomeByKey(db: Db, addressKey: string): Promise<HomeRow | undefined> {
  const [row] = await homeByKeyQuery(db).execute({ addressKey });
  return row;
}

/** Sales in the same ZIP since `since` (ISO date), the comparables of a home there (less the home itself). */
export function recentSalesInZip(db: Db, zip: string, since: string) {
  return db
    .select({
      id: homes.id,
      sqft: homes.sqft,
      yearBuilt: homes.yearBuilt,
      lastSaleDate: homes.lastSaleDate,
      lastSalePrice: homes.lastSalePrice,
    })
    .from(homes)
    .where(and(eq(homes.zip, zip), gte(homes.lastSaleDate, since)));
}

export function findHomesByKeys(db: Db, addressKeys: string[]) {
  if (addressKeys.length === 0) return Promise.resolve([]);
  return db.select().from(homes).where(inArray(homes.addressKey, addressKeys));
}

/**
 * The median sale price per square foot of each county and year, for the price index (a few hundred
 * rows, where one row per sale would be the whole dataset).
 */
export function saleSamples(db: Db) {
  const year = sql<number>`extract(year from ${homes.lastSaleDate})::int`;
  return db
    .select({
      county: homes.county,
      year,
      pricePerSqft: sql<number>`percentile_cont(0.5) within group (order by ${homes.lastSalePrice} / ${homes.sqft})`,
    })
    .from(homes)
    .groupBy(homes.county, year);
}

/** One home's address fields and position, for the address search index. */
export interface AddressEntry {
  id: string;
  key: string;
  streetNumber: string;
  streetName: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

type AddressEntryTuple = [string, string, string, string, string, string, string, number, number];

/**
 * Keys, labels and coordinates of every home, for the address search index, a page at a time (by id),
 * so no single query result holds the whole dataset. Each page comes as one JSON value (an array per
 * home), which the database writes and JSON.parse reads about twice as fast as 5,000 rows of 9 fields
 * through the driver: this runs at every start.
 */
export async function* addressEntryPages(db: Db, pageSize = 5000): AsyncGenerator<AddressEntry[]> {
  let after = '';
  for (;;) {
    const page = db
      .select({
        id: homes.id,
        key: homes.addressKey,
        streetNumber: homes.streetNumber,
        streetName: homes.streetName,
        city: homes.city,
        state: homes.state,
        zip: homes.zip,
        latitude: homes.latitude,
        longitude: homes.longitude,
      })
      .from(homes)
      .where(gt(homes.id, after))
      .orderBy(asc(homes.id))
      .limit(pageSize)
      .as('page');
    const { id, key, streetNumber, streetName, city, state, zip, latitude, longitude } = page;
    const fields = sql.join([id, key, streetNumber, streetName, city, state, zip, latitude, longitude], sql`, `);
    const entries = sql<string | null>`json_agg(json_build_array(${fields}) order by ${id})::text`;
    const [row] = await db.select({ entries }).from(page);
    if (!row?.entries) return;
    const homesOfPage = (JSON.parse(row.entries) as AddressEntryTuple[]).map((home): AddressEntry => ({
      id: home[0],
      key: home[1],
      streetNumber: home[2],
      streetName: home[3],
      city: home[4],
      state: home[5],
      zip: home[6],
      latitude: home[7],
      longitude: home[8],
    }));
    yield homesOfPage;
    after = homesOfPage[homesOfPage.length - 1]!.id;
  }
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

/** The valuation figures of the records computed from the sample dataset, a page at a time (by id). */
export function sampleRecordValuations(db: Db, after: string, limit: number) {
  return db
    .select({
      id: addressRecords.id,
      estimate: addressRecords.estimate,
      estimateLow: addressRecords.estimateLow,
      estimateHigh: addressRecords.estimateHigh,
      rentEstimate: addressRecords.rentEstimate,
    })
    .from(addressRecords)
    .where(and(eq(addressRecords.source, 'sample'), gt(addressRecords.id, after)))
    .orderBy(asc(addressRecords.id))
    .limit(limit);
}

export type RecordValuation = Pick<AddressRecordRow, 'estimate' | 'estimateLow' | 'estimateHigh' | 'rentEstimate'>;

export function updateRecordValuation(db: Db | Tx, id: string, valuation: RecordValuation) {
  return db
    .update(addressRecords)
    .set(valuation)
    .where(and(eq(addressRecords.id, id), eq(addressRecords.source, 'sample')));
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

import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types';
import { listings } from '../tables';
import { parseCsvRecords } from '../../../platform/csv';
import { referenceFile } from '../../../server-paths';

export const listingsDatasetPath = referenceFile('listings.csv.gz');

export type NewListingRow = typeof listings.$inferInsert;

const wholeOrNull = (value: string | undefined) => (value ? Math.round(Number(value)) : null);

/** The sample listings file (scripts/listings/generate.ts) as rows of the listings table. */
export function readListingsDataset(file = listingsDatasetPath): NewListingRow[] {
  return parseCsvRecords(gunzipSync(fs.readFileSync(file)).toString('utf8')).map((record) => {
    return {
      id: record.id!,
      source: 'sample',
      listingRid: record.listingRid!,
      mlsId: record.mlsId || null,
      mlsNumber: record.mlsNumber || null,
      streetNumber: record.streetNumber!,
      streetName: record.streetName!,
      city: record.city!,
      zipCode: record.zipCode!,
      county: record.county!,
      bedrooms: wholeOrNull(record.bedrooms),
      fullBathrooms: wholeOrNull(record.fullBathrooms),
      apxSqFtPrimaryRes: wholeOrNull(record.apxSqFtPrimaryRes),
      listPrice: Number(record.listingPrice),
      mediaUrl: null,
      listAgentFirstName: record.listAgentFirstName || null,
      listAgentLastName: record.listAgentLastName || null,
      listDate: record.listDate!,
      modifiedAt: null,
      active: true,
    };
  });
}

/** Loads the sample listings unless the table already holds them; returns how many rows were added. */
export async function loadListingsWhenEmpty(db: Db, file = listingsDatasetPath): Promise<number> {
  const [row] = await db.select({ total: count() }).from(listings).where(eq(listings.source, 'sample'));
  if ((row?.total ?? 0) > 0) return 0;
  const rows = readListingsDataset(file);
  const batchSize = 500;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await tx.insert(listings).values(rows.slice(start, start + batchSize));
    }
  });
  return rows.length;
}

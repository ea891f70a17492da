import { toAddressKey } from '@roost/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { homes } from '../tables';
import { gzipCsvBatches } from '../../../csv';
import { referenceFile } from '../../../server-paths';

export const homesDatasetPath = referenceFile('homes.csv.gz');

type HomeRow = typeof homes.$inferInsert;

/** One record of the dataset file as a row of the homes table. */
function homeRow(record: Record<string, string>): HomeRow {
  const street = `${record.streetNumber} ${record.streetName}`;
  return {
    id: record.id!,
    addressKey: toAddressKey({ street, city: record.city!, state: record.state! }),
    streetNumber: record.streetNumber!,
    streetName: record.streetName!,
    city: record.city!,
    state: record.state!,
    zip: record.zip!,
    county: record.county!,
    countyFips: record.countyFips!,
    latitude: Number(record.latitude),
    longitude: Number(record.longitude),
    beds: Number(record.beds),
    baths: Number(record.baths),
    sqft: Number(record.sqft),
    yearBuilt: Number(record.yearBuilt),
    lastSaleDate: record.lastSaleDate!,
    lastSalePrice: Number(record.lastSalePrice),
    assessedValue: Number(record.assessedValue),
    taxAmount: Number(record.taxAmount),
    loanType: record.loanType!,
    originalLoanAmount: Number(record.originalLoanAmount),
    loanDate: record.loanDate!,
    loanTermMonths: Number(record.loanTermMonths),
  };
}

/** Loads the embedded sample dataset into an empty homes table; returns how many rows were added. */
export async function loadHomesWhenEmpty(db: Db, file = homesDatasetPath): Promise<number> {
  const [row] = await db.select({ total: count() }).from(homes);
  if ((row?.total ?? 0) > 0) return 0;
  let added = 0;
  await db.transaction(async (tx) => {
    for await (const records of gzipCsvBatches(file, 1000)) {
      await tx.insert(homes).values(records.map(homeRow));
      added += records.length;
    }
  });
  return added;
}

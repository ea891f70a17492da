import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { toAddressKey } from '@roost/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { homes } from '../tables';
import { parseCsvRecords } from '../../../csv';

export const homesDatasetPath = fileURLToPath(new URL('../../../../reference-data/homes.csv.gz', import.meta.url));

type HomeRow = typeof homes.$inferInsert;

export function readHomesDataset(file = homesDatasetPath): HomeRow[] {
  const records = parseCsvRecords(gunzipSync(fs.readFileSync(file)).toString('utf8'));
  return records.map((record) => {
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
  });
}

/** Loads the embedded sample dataset into an empty homes table; returns how many rows were added. */
export async function loadHomesWhenEmpty(db: Db, file = homesDatasetPath): Promise<number> {
  const [row] = await db.select({ total: count() }).from(homes);
  if ((row?.total ?? 0) > 0) return 0;
  const rows = readHomesDataset(file);
  const batchSize = 1000;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await tx.insert(homes).values(rows.slice(start, start + batchSize));
    }
  });
  return rows.length;
}

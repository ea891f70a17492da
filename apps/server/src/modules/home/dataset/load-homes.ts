import { toAddressKey } from '@roost/domain';
import { count, getTableColumns, getTableName } from 'drizzle-orm';
import { csvLine } from '../../../platform/db/copy-csv';
import type { Database } from '../../../platform/db/types';
import { homes } from '../tables';
import { gzipCsvBatches } from '../../../platform/csv';
import { referenceFile } from '../../../server-paths';

export const homesDatasetPath = referenceFile('homes.csv.gz');

type HomeRow = typeof homes.$inferInsert;

/** Reads a record of the dataset file (its fields in the order of `columns`) as a row of the homes table. */
function homeRowReader(columns: readonly string[]): (fields: string[]) => HomeRow {
  const positions = new Map(columns.map((name, index) => [name, index]));
  return (fields) => {
    const field = (name: string) => {
      const index = positions.get(name);
      if (index === undefined) throw new Error(`The homes dataset has no ${name} column`);
      return fields[index] ?? '';
    };
    const street = `${field('streetNumber')} ${field('streetName')}`;
    return {
      id: field('id'),
      addressKey: toAddressKey({ street, city: field('city'), state: field('state') }),
      streetNumber: field('streetNumber'),
      streetName: field('streetName'),
      city: field('city'),
      state: field('state'),
      zip: field('zip'),
      county: field('county'),
      countyFips: field('countyFips'),
      latitude: Number(field('latitude')),
      longitude: Number(field('longitude')),
      beds: Number(field('beds')),
      baths: Number(field('baths')),
      sqft: Number(field('sqft')),
      yearBuilt: Number(field('yearBuilt')),
      lastSaleDate: field('lastSaleDate'),
      lastSalePrice: Number(field('lastSalePrice')),
      assessedValue: Number(field('assessedValue')),
      taxAmount: Number(field('taxAmount')),
      loanType: field('loanType'),
      originalLoanAmount: Number(field('originalLoanAmount')),
      loanDate: field('loanDate'),
      loanTermMonths: Number(field('loanTermMonths')),
    };
  };
}

/** The table's columns in order, each with the field of a row that fills it. */
const homeColumns = Object.entries(getTableColumns(homes)).map(([field, column]) => ({
  field: field as keyof HomeRow,
  name: column.name,
}));

/** The dataset as CSV lines in the table's column order, read as a stream and handed on 5,000 rows at a time. */
async function* homesCsv(file: string): AsyncGenerator<string> {
  let read: ((fields: string[]) => HomeRow) | undefined;
  for await (const { columns, rows } of gzipCsvBatches(file, 5000)) {
    read ??= homeRowReader(columns);
    const toRow = read;
    yield rows
      .map((fields) => {
        const row = toRow(fields);
        return csvLine(homeColumns.map(({ field }) => row[field]));
      })
      .join('');
  }
}

/**
 * Loads the embedded sample dataset into an empty homes table; returns how many rows were added. One COPY
 * statement (all rows or none), the fastest load on both drivers: the first start's longest step before it.
 */
export async function loadHomesWhenEmpty(database: Database, file = homesDatasetPath): Promise<number> {
  const [row] = await database.db.select({ total: count() }).from(homes);
  if ((row?.total ?? 0) > 0) return 0;
  return database.copyCsv(
    getTableName(homes),
    homeColumns.map(({ name }) => name),
    homesCsv(file),
  );
}

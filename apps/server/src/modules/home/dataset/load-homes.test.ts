import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { toAddressKey } from '@roost/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows, testHomesDataset, type TestDatabase } from '../../../../test/test-database';
import { parseCsvRecords } from '../../../platform/csv';
import { runMigrations } from '../../../platform/db/migrations';
import { homes } from '../tables';
import { homesDatasetPath, loadHomesWhenEmpty } from './load-homes';

// The first start's load of the 52,000 sample homes (one COPY), on the driver the suite runs on (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): every row must be the file's, read here with another CSV parser.
let testDatabase: TestDatabase;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-load-homes-'));

const datasetText = (file: string) => gunzipSync(fs.readFileSync(file)).toString('utf8');

/** A home of the file as the table should hold it (numbers as numbers, the address key computed). */
function expectedRow(record: Record<string, string>) {
  const number = (name: string) => Number(record[name]);
  return {
    id: record.id,
    addressKey: toAddressKey({
      street: `${record.streetNumber} ${record.streetName}`,
      city: record.city ?? '',
      state: record.state ?? '',
    }),
    streetNumber: record.streetNumber,
    streetName: record.streetName,
    city: record.city,
    state: record.state,
    zip: record.zip,
    county: record.county,
    countyFips: record.countyFips,
    latitude: number('latitude'),
    longitude: number('longitude'),
    beds: number('beds'),
    baths: number('baths'),
    sqft: number('sqft'),
    yearBuilt: number('yearBuilt'),
    lastSaleDate: record.lastSaleDate,
    lastSalePrice: number('lastSalePrice'),
    assessedValue: number('assessedValue'),
    taxAmount: number('taxAmount'),
    loanType: record.loanType,
    originalLoanAmount: number('originalLoanAmount'),
    loanDate: record.loanDate,
    loanTermMonths: number('loanTermMonths'),
  };
}

const homeCount = async () =>
  Number(
    (await queryRows<{ count: number }>(testDatabase.database, 'select count(*)::int as count from homes'))[0]?.count,
  );

/** A gzipped dataset file of the first `homes` homes of the embedded one, changed by `edit`. */
function datasetFile(name: string, homes: number, edit: (lines: string[]) => string[] = (lines) => lines) {
  const lines = datasetText(homesDatasetPath)
    .split('\n')
    .slice(0, homes + 1);
  const file = path.join(scratch, name);
  fs.writeFileSync(file, gzipSync(`${edit(lines).join('\n')}\n`));
  return file;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase({ empty: true });
  await runMigrations(testDatabase.database);
}, 120_000);
afterAll(async () => {
  await testDatabase?.destroy();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('loading the sample homes', () => {
  it('stores nothing of a file that breaks part-way or holds a home twice, and loads a good one after', async () => {
    // The gzip stream ends in the middle: the first 5,000 rows have already gone to the database.
    const whole = fs.readFileSync(datasetFile('whole.csv.gz', 12_000));
    const truncated = path.join(scratch, 'truncated.csv.gz');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.7)));
    await expect(loadHomesWhenEmpty(testDatabase.database, truncated)).rejects.toThrow(/unexpected end of file/);
    expect(await homeCount()).toBe(0);

    const repeated = datasetFile('repeated.csv.gz', 6_000, (lines) => [...lines, lines[1]!]);
    await expect(loadHomesWhenEmpty(testDatabase.database, repeated)).rejects.toThrow(/duplicate key/);
    expect(await homeCount()).toBe(0);

    expect(await loadHomesWhenEmpty(testDatabase.database, testHomesDataset)).toBe(
      parseCsvRecords(datasetText(testHomesDataset)).length,
    );
    await testDatabase.database.sql.executeSql('delete from homes');
  }, 120_000);

  it('stores every home of the embedded dataset exactly as the file holds it, once', async () => {
    const records = parseCsvRecords(datasetText(homesDatasetPath));
    expect(records).toHaveLength(52_000);

    expect(await loadHomesWhenEmpty(testDatabase.database, homesDatasetPath)).toBe(52_000);
    expect(await homeCount()).toBe(52_000);

    const stored = await testDatabase.database.db.select().from(homes).orderBy(asc(homes.id));
    const expected = records.map(expectedRow).sort((a, b) => (a.id! < b.id! ? -1 : 1));
    const differing = stored.filter((row, index) => !isDeepStrictEqual(row, expected[index]));
    expect(differing.slice(0, 3)).toEqual([]);
    expect(stored).toHaveLength(expected.length);

    // A checksum the database computes over its own text of a few columns, against the file's.
    const [checksum] = await queryRows<{ md5: string }>(
      testDatabase.database,
      `select md5(string_agg(id || '|' || address_key || '|' || zip || '|' || sqft || '|' || last_sale_date::text
         || '|' || last_sale_price, E'\\n' order by id)) as md5 from homes`,
    );
    const fileText = expected
      .map((row) => [row.id, row.addressKey, row.zip, row.sqft, row.lastSaleDate, row.lastSalePrice].join('|'))
      .join('\n');
    expect(checksum?.md5).toBe(createHash('md5').update(fileText).digest('hex'));

    // A later start finds the homes there and adds none.
    expect(await loadHomesWhenEmpty(testDatabase.database, homesDatasetPath)).toBe(0);
    expect(await homeCount()).toBe(52_000);
  }, 300_000);
});

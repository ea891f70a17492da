import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, useTestDatabase } from '../../../test/test-database';
import { csvLine } from './copy-csv';

// COPY ... FROM (CSV) through Database.copyCsv, on the driver the suite runs on (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): the way the first start loads the sample homes.
const testDatabase = useTestDatabase();
const columns = ['id', 'label', 'amount', 'note'];

async function* chunksOf(lines: string[], perChunk = 2): AsyncGenerator<string> {
  for (let start = 0; start < lines.length; start += perChunk) yield lines.slice(start, start + perChunk).join('');
}

beforeAll(async () => {
  await testDatabase.database.sql.executeSql(
    'create table copy_csv_test (id integer primary key, label text not null, amount double precision, note text)',
  );
});

const stored = () =>
  queryRows<{ id: number; label: string; amount: number | null; note: string | null }>(
    testDatabase.database,
    'select id, label, amount, note from copy_csv_test order by id',
  );

describe('copyCsv', () => {
  it('stores every row exactly as given, whatever its text holds', async () => {
    const rows: [number, string, number | null, string | null][] = [
      [1, 'plain', 1.5, null],
      [2, 'with "quotes", commas\nand a line break', -0.25, ''],
      [3, '\\.', 1e21, 'naïve café ☕'],
      [4, '', 0, '\\N'],
      [5, ' spaced ', 123456789.125, 'back\\slash\r\nand CRLF'],
    ];
    const added = await testDatabase.database.copyCsv('copy_csv_test', columns, chunksOf(rows.map(csvLine)));
    expect(added).toBe(rows.length);
    expect(await stored()).toEqual(rows.map(([id, label, amount, note]) => ({ id, label, amount, note })));
  });

  it('stores nothing when the rows fail part-way, and the database goes on working', async () => {
    const before = await stored();
    async function* failingSource() {
      yield csvLine([10, 'first', 1, null]);
      yield csvLine([11, 'second', 2, null]);
      throw new Error('the source broke');
    }
    await expect(testDatabase.database.copyCsv('copy_csv_test', columns, failingSource())).rejects.toThrow(
      'the source broke',
    );
    // A row the database refuses (a repeated id) after good ones.
    const refused = [csvLine([20, 'fine', 1, null]), csvLine([1, 'repeated id', 2, null])];
    await expect(testDatabase.database.copyCsv('copy_csv_test', columns, chunksOf(refused, 1))).rejects.toThrow(
      /duplicate key/,
    );
    expect(await stored()).toEqual(before);

    expect(
      await testDatabase.database.copyCsv('copy_csv_test', columns, chunksOf([csvLine([30, 'after', 3, 'x'])])),
    ).toBe(1);
    expect((await stored()).map((row) => row.id)).toEqual([...before.map((row) => row.id), 30]);
  });
});

/** Reads the shipped reference tables the generator builds on (the server's own copies). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const referenceDataDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/reference-data',
);

export interface ZipArea {
  zip: string;
  city: string;
  county: string;
  countyFips: string;
  latitude: number;
  longitude: number;
}

/** Monthly average PMMS rates in percent, keyed 'YYYY-MM'. */
export interface MonthlyRates {
  rate30: ReadonlyMap<string, number>;
  rate15: ReadonlyMap<string, number>;
}

/** Both files are plain comma-separated with no quoted fields. */
function readRows(fileName: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(referenceDataDir, fileName), 'utf8').trim().split(/\r?\n/);
  if (!header) throw new Error(`${fileName} is empty`);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

function required(row: Record<string, string>, column: string): string {
  const value = row[column];
  if (!value) throw new Error(`missing ${column} in ${JSON.stringify(row)}`);
  return value;
}

export function readZipAreas(): ZipArea[] {
  return readRows('norcal-zips.csv').map((row) => ({
    zip: required(row, 'zip'),
    city: required(row, 'city'),
    county: required(row, 'county'),
    countyFips: required(row, 'countyFips'),
    latitude: Number(required(row, 'latitude')),
    longitude: Number(required(row, 'longitude')),
  }));
}

function monthlyAverages(samples: [string, number][]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const [month, rate] of samples) {
    const sum = sums.get(month) ?? { total: 0, count: 0 };
    sum.total += rate;
    sum.count += 1;
    sums.set(month, sum);
  }
  return new Map([...sums].map(([month, { total, count }]) => [month, total / count]));
}

export function readMonthlyRates(): MonthlyRates {
  const rows = readRows('pmms-weekly.csv');
  const series = (column: 'rate30' | 'rate15') =>
    monthlyAverages(
      rows
        .filter((row) => row[column])
        .map((row): [string, number] => [required(row, 'date').slice(0, 7), Number(row[column])]),
    );
  return { rate30: series('rate30'), rate15: series('rate15') };
}

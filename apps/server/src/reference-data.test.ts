import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { toAddressKey } from '@roost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateHomes, homesCsv } from '../../../scripts/homes/generate';
import { parseCsv, parseCsvRecords } from './platform/csv';

// The embedded regional dataset (apps/server/reference-data/homes.csv.gz), checked as committed.
const referenceData = (file: string) => fileURLToPath(new URL(`../reference-data/${file}`, import.meta.url));

const columns = [
  'id',
  'streetNumber',
  'streetName',
  'city',
  'state',
  'zip',
  'county',
  'countyFips',
  'latitude',
  'longitude',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'lastSaleDate',
  'lastSalePrice',
  'assessedValue',
  'taxAmount',
  'loanType',
  'originalLoanAmount',
  'loanDate',
  'loanTermMonths',
];

const counties = [
  'Alameda',
  'Contra Costa',
  'El Dorado',
  'Fresno',
  'Marin',
  'Mendocino',
  'Napa',
  'Placer',
  'Sacramento',
  'San Joaquin',
  'Santa Clara',
  'Solano',
  'Yolo',
];

/** Header and rows of a CSV file's lines, as records. */
function records(lines: readonly string[]): Record<string, string>[] {
  return parseCsvRecords(lines.join('\n'));
}

function distanceKm(fromLat: number, fromLon: number, toLat: number, toLon: number): number {
  const radians = Math.PI / 180;
  const a =
    Math.sin(((toLat - fromLat) * radians) / 2) ** 2 +
    Math.cos(fromLat * radians) * Math.cos(toLat * radians) * Math.sin(((toLon - fromLon) * radians) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

const saleYear = (home: Record<string, string>) => Number(home.lastSaleDate?.slice(0, 4));
const num = (home: Record<string, string>, column: string) => Number(home[column]);

describe('embedded regional dataset (homes.csv.gz)', () => {
  let lines: string[];
  let homes: Record<string, string>[];
  let zips: Map<string, Record<string, string>>;

  beforeAll(() => {
    lines = gunzipSync(readFileSync(referenceData('homes.csv.gz')))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    homes = records(lines);
    zips = new Map(
      records(readFileSync(referenceData('norcal-zips.csv'), 'utf8').trimEnd().split(/\r?\n/)).map((zip) => [
        zip.zip ?? '',
        zip,
      ]),
    );
  });

  it('has the agreed columns and at least 50,000 homes with unique ids and addresses', () => {
    expect(parseCsv(lines[0] ?? '')[0]).toEqual(columns);
    expect(homes.length).toBeGreaterThanOrEqual(50_000);
    expect(homes.every((home) => /^h\d{6}$/.test(home.id ?? ''))).toBe(true);
    expect(new Set(homes.map((home) => home.id)).size).toBe(homes.length);
    const addressKeys = homes.map((home) =>
      toAddressKey({ street: `${home.streetNumber} ${home.streetName}`, city: home.city ?? '', state: 'CA' }),
    );
    expect(new Set(addressKeys).size).toBe(homes.length);
  });

  it('covers all 13 counties, with plenty of Placer homes', () => {
    const perCounty = new Map<string, number>();
    for (const home of homes) perCounty.set(home.county ?? '', (perCounty.get(home.county ?? '') ?? 0) + 1);
    expect([...perCounty.keys()].sort()).toEqual(counties);
    expect(perCounty.get('Placer')).toBeGreaterThanOrEqual(3_000);
  });

  it('places every home on a real ZIP, city and county, within 5 km of the ZIP centre', () => {
    const misplaced = homes.filter((home) => {
      const zip = zips.get(home.zip ?? '');
      return (
        !zip ||
        home.state !== 'CA' ||
        zip.city !== home.city ||
        zip.county !== home.county ||
        zip.countyFips !== home.countyFips ||
        distanceKm(num(zip, 'latitude'), num(zip, 'longitude'), num(home, 'latitude'), num(home, 'longitude')) > 5
      );
    });
    expect(misplaced.slice(0, 3)).toEqual([]);
  });

  it('describes plausible houses sold between 1995 and 2025', () => {
    const implausible = homes.filter(
      (home) =>
        !(num(home, 'beds') >= 1 && num(home, 'beds') <= 6) ||
        !(num(home, 'baths') >= 1 && num(home, 'baths') <= 4.5 && Number.isInteger(num(home, 'baths') * 2)) ||
        !(num(home, 'sqft') >= 700 && num(home, 'sqft') <= 4500) ||
        !(num(home, 'yearBuilt') >= 1940 && num(home, 'yearBuilt') <= 2024) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(home.lastSaleDate ?? '') ||
        !(saleYear(home) >= 1995 && saleYear(home) <= 2025 && saleYear(home) >= num(home, 'yearBuilt')) ||
        !(num(home, 'lastSalePrice') > 0),
    );
    expect(implausible.slice(0, 3)).toEqual([]);
  });

  it('keeps assessed values within Prop 13 (at most 2% a year since the sale) and taxes at 1.1-1.25%', () => {
    const wrong = homes.filter((home) => {
      const assessed = num(home, 'assessedValue');
      const tax = num(home, 'taxAmount');
      const prop13Cap = num(home, 'lastSalePrice') * 1.02 ** (2025 - saleYear(home)) + 1;
      return (
        !(assessed > 0 && assessed <= prop13Cap) ||
        !/^\d+\.\d{2}$/.test(home.taxAmount ?? '') ||
        tax < assessed * 0.011 - 0.01 ||
        tax > assessed * 0.0125 + 0.01
      );
    });
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('gives every home a conventional, FHA or VA loan that fits its price', () => {
    const wrong = homes.filter((home) => {
      const price = num(home, 'lastSalePrice');
      const amount = num(home, 'originalLoanAmount');
      const purchase = home.loanDate === home.lastSaleDate;
      return (
        !['conventional', 'FHA', 'VA'].includes(home.loanType ?? '') ||
        !(Number.isInteger(amount) && amount > 0 && amount < price * 1.05) ||
        // VA: no down payment, the funding fee financed on top.
        (purchase && home.loanType === 'VA' && amount < price) ||
        !(home.loanTermMonths === '360' || home.loanTermMonths === '180') ||
        (home.loanDate ?? '') < (home.lastSaleDate ?? '') ||
        (!purchase && !((home.loanDate ?? '') >= '2012' && (home.loanDate ?? '') < '2022'))
      );
    });
    expect(wrong.slice(0, 3)).toEqual([]);

    const share = (type: string) => homes.filter((home) => home.loanType === type).length / homes.length;
    expect(share('VA')).toBeGreaterThan(0.05);
    expect(share('FHA')).toBeGreaterThan(0.1);
    expect(share('conventional')).toBeGreaterThan(0.6);
  });

  it('has about 8% recent sales (2023-2025) to serve as comparables', () => {
    const recent = homes.filter((home) => saleYear(home) >= 2023).length / homes.length;
    expect(recent).toBeGreaterThan(0.06);
    expect(recent).toBeLessThan(0.1);
  });

  it('is what the committed generator produces', () => {
    const firstHomes = [];
    for (const home of generateHomes()) {
      firstHomes.push(home);
      if (firstHomes.length === 100) break;
    }
    expect(homesCsv(firstHomes).trimEnd().split('\n')).toEqual(lines.slice(0, 101));
  });
});

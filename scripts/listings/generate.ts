/**
 * Generates the embedded SAMPLE listings (not real homes for sale): a few hundred of the sample homes
 * in apps/server/reference-data/homes.csv.gz put on the market, most in Placer County, some in the
 * counties around it. Seeded, so every run writes the same bytes. Run from the repository root:
 *
 *   node --import tsx scripts/listings/generate.ts
 *
 * It writes apps/server/reference-data/listings.csv.gz (see the README beside it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { isoDate } from '../homes/dates';
import { gzipDeterministic } from '../homes/generate';
import { csvField } from '../homes/home-csv';
import { countyProfile, priceIndex } from '../homes/market';
import { createRandom, type Random } from '../homes/random';
import { referenceDataDir } from '../homes/reference-data';

export const homesFile = path.join(referenceDataDir, 'homes.csv.gz');
export const outputFile = path.join(referenceDataDir, 'listings.csv.gz');

/** List dates fall in the 90 days up to this day; fixed so the file does not change with the clock. */
export const referenceDate = '2026-05-15';
export const listingWindowDays = 90;
export const sampleMlsId = 'SAMPLE';

/** How many listings each county gets: Placer is the product's home market, its neighbours get some. */
export const listingsPerCounty: Readonly<Record<string, number>> = {
  Placer: 340,
  Sacramento: 70,
  'El Dorado': 50,
  Yolo: 40,
  Solano: 35,
  'San Joaquin': 30,
  'Contra Costa': 30,
};

export const listingColumns = [
  'id',
  'homeId',
  'listingRid',
  'mlsId',
  'mlsNumber',
  'streetNumber',
  'streetName',
  'city',
  'zipCode',
  'county',
  'bedrooms',
  'fullBathrooms',
  'apxSqFtPrimaryRes',
  'listingPrice',
  'listDate',
  'listAgentFirstName',
  'listAgentLastName',
] as const;

export type SampleListing = Record<(typeof listingColumns)[number], string>;

const agentFirstNames = [
  'Maria', 'James', 'Jennifer', 'Michael', 'Linda', 'David', 'Patricia', 'Robert', 'Susan', 'Daniel',
  'Karen', 'Carlos', 'Angela', 'Kevin', 'Michelle', 'Brian', 'Laura', 'Jason', 'Nicole', 'Eric',
  'Priya', 'Wei', 'Ana', 'Tyler', 'Heather', 'Marcus', 'Rachel', 'Sean', 'Lauren', 'Diego',
] as const; // prettier-ignore
const agentLastNames = [
  'Garcia', 'Nguyen', 'Smith', 'Johnson', 'Martinez', 'Lee', 'Brown', 'Patel', 'Hernandez', 'Miller',
  'Davis', 'Lopez', 'Wilson', 'Anderson', 'Thompson', 'Chen', 'Ramirez', 'Clark', 'Lewis', 'Walker',
  'Young', 'Allen', 'Kim', 'Wright', 'Scott', 'Torres', 'Hill', 'Flores', 'Green', 'Baker',
] as const; // prettier-ignore

type HomeRecord = Record<string, string>;

/** The homes file is plain comma-separated (no field needs quoting), with a header row. */
export function readHomes(file = homesFile): HomeRecord[] {
  const [header = '', ...lines] = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const columns = header.split(',');
  return lines.map((line) => {
    if (line.includes('"')) throw new Error(`quoted field in the homes file: ${line}`);
    const cells = line.split(',');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

/** What the home is worth on the reference date: its last sale carried forward by the price index. */
export function valueOn(home: HomeRecord, date: string): number {
  const region = countyProfile(home.county ?? '').region;
  const saleDate = new Date(`${home.lastSaleDate}T00:00:00Z`);
  const growth = priceIndex(region, new Date(`${date}T00:00:00Z`)) / priceIndex(region, saleDate);
  return Number(home.lastSalePrice) * growth;
}

/** Asking prices end in a round 5,000 and, as often as not, a charm price just below it ($749,900). */
function askingPrice(random: Random, value: number): number {
  const asked = value * Math.exp(random.normal(0.02, 0.05));
  const rounded = Math.max(5_000, Math.round(asked / 5_000) * 5_000);
  return random.chance(0.45) ? rounded - 100 : rounded;
}

/** Most listings are fresh: days on market skew short, none older than the window. */
function listDate(random: Random): string {
  const daysAgo = Math.floor(listingWindowDays * random.next() ** 1.6);
  return isoDate(new Date(Date.parse(`${referenceDate}T00:00:00Z`) - daysAgo * 86_400_000));
}

function listingFor(random: Random, home: HomeRecord, sequence: number): SampleListing {
  const number = String(sequence).padStart(5, '0');
  return {
    id: `sample-${number}`,
    homeId: home.id ?? '',
    listingRid: `SMP${String(700_000 + sequence * 37)}`,
    mlsId: sampleMlsId,
    mlsNumber: `226${String(random.integer(0, 99_999)).padStart(5, '0')}${sequence % 10}`,
    streetNumber: home.streetNumber ?? '',
    streetName: home.streetName ?? '',
    city: home.city ?? '',
    zipCode: home.zip ?? '',
    county: home.county ?? '',
    bedrooms: home.beds ?? '',
    fullBathrooms: String(Math.floor(Number(home.baths))),
    apxSqFtPrimaryRes: home.sqft ?? '',
    listingPrice: String(askingPrice(random, valueOn(home, referenceDate))),
    listDate: listDate(random),
    listAgentFirstName: random.pick(agentFirstNames),
    listAgentLastName: random.pick(agentLastNames),
  };
}

/** Picks `count` distinct homes of a county (partial Fisher-Yates over the county's homes in file order). */
function pickHomes(random: Random, homes: readonly HomeRecord[], count: number): HomeRecord[] {
  const pool = [...homes];
  const picked: HomeRecord[] = [];
  for (let index = 0; index < Math.min(count, pool.length); index++) {
    const swap = random.integer(index, pool.length - 1);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
    picked.push(pool[index]!);
  }
  // File order again, so the listings read by ZIP like the homes do.
  return picked.sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''));
}

/** The sample listings, Placer first then the other counties in the table's order; ids sample-00001, ... */
export function generateListings(homes: readonly HomeRecord[] = readHomes()): SampleListing[] {
  const listings: SampleListing[] = [];
  for (const [county, count] of Object.entries(listingsPerCounty)) {
    const random = createRandom(`listings:${county}`);
    const inCounty = homes.filter((home) => home.county === county);
    for (const home of pickHomes(random, inCounty, count)) {
      listings.push(listingFor(random, home, listings.length + 1));
    }
  }
  return listings;
}

export function listingsCsv(listings: Iterable<SampleListing>): string {
  const lines = [listingColumns.join(',')];
  for (const listing of listings) lines.push(listingColumns.map((column) => csvField(listing[column])).join(','));
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const listings = generateListings();
  writeFileSync(outputFile, gzipDeterministic(listingsCsv(listings)));
  console.log(`${listings.length} sample listings -> ${path.relative(process.cwd(), outputFile)}`);
  for (const county of Object.keys(listingsPerCounty)) {
    const prices = listings
      .filter((listing) => listing.county === county)
      .map((listing) => Number(listing.listingPrice))
      .sort((a, b) => a - b);
    const at = (share: number) => prices[Math.floor(share * (prices.length - 1))] ?? 0;
    console.log(`  ${county}: ${prices.length}, min ${at(0)} median ${at(0.5)} max ${at(1)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

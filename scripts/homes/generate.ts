/**
 * Generates the embedded regional dataset: SAMPLE homes (not real properties) across the 13
 * Northern California counties, on real ZIP codes, cities and counties. Seeded, so every run writes
 * the same bytes. Run from the repository root:
 *
 *   node --import tsx scripts/homes/generate.ts
 *
 * It writes apps/server/reference-data/homes.csv.gz (see the README beside it).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { allocateHomes, type ZipAllocation } from './allocation';
import { businessDay, dayOfYear, daysInYear, isoDate } from './dates';
import { homeColumns, homeCsvLine, type Home } from './home-csv';
import { purchaseLoan, refinance } from './loans';
import { countyProfile, priceIndex, prop13Growth, type BuildProfile, type CountyProfile } from './market';
import { createRandom, type Random, type Weighted } from './random';
import { readMonthlyRates, readZipAreas, referenceDataDir, type MonthlyRates } from './reference-data';
import { streetNamesFor } from './streets';

export const totalHomes = 52_000;
/** Assessed values and taxes are for the 2025 roll (lien date 1 January 2025). */
export const taxYear = 2025;
export const outputFile = path.join(referenceDataDir, 'homes.csv.gz');

/** Share of homes whose last sale was 2023-2025 (the comparable sales), on top of new builds. */
const recentSaleShare = 0.068;
const recentSaleYears: Weighted<number> = [
  [2023, 1],
  [2024, 1],
  [2025, 1.1],
];
/**
 * How often the last sale fell in each earlier year: yearly turnover (busy 2004-2006, foreclosures
 * 2009-2012, the 2020-2021 boom), thinned for older years by how many homes have sold again since.
 */
const earlierSaleWeights: readonly (readonly [firstYear: number, lastYear: number, weight: number])[] = [
  [1995, 1999, 1.4],
  [2000, 2003, 2.2],
  [2004, 2006, 2.6],
  [2007, 2008, 2],
  [2009, 2012, 2.8],
  [2013, 2016, 3.4],
  [2017, 2019, 3.6],
  [2020, 2020, 4.2],
  [2021, 2021, 5],
  [2022, 2022, 3.6],
];
const earlierSaleYears: Weighted<number> = earlierSaleWeights.flatMap(([firstYear, lastYear, weight]) =>
  Array.from({ length: lastYear - firstYear + 1 }, (_, offset) => [firstYear + offset, weight] as const),
);

/** Decades of construction (first year of each; the last is 2020-2024). */
const decadeWeights: Readonly<Record<BuildProfile, readonly number[]>> = {
  // 1940s 1950s 1960s 1970s 1980s 1990s 2000s 2010s 2020s
  established: [10, 20, 18, 17, 12, 9, 8, 4, 2],
  suburban: [6, 12, 12, 15, 15, 12, 17, 7, 4],
  growing: [2, 4, 6, 12, 16, 18, 24, 12, 6],
};

const bedWeights: Weighted<number> = [
  [1, 4],
  [2, 14],
  [3, 40],
  [4, 30],
  [5, 10],
  [6, 2],
];
const bathChoices: Readonly<Record<number, Weighted<number>>> = {
  1: [
    [1, 8],
    [1.5, 2],
  ],
  2: [
    [1, 5],
    [1.5, 2],
    [2, 4],
  ],
  3: [
    [1, 1],
    [1.5, 2],
    [2, 6],
    [2.5, 3],
  ],
  4: [
    [2, 4],
    [2.5, 4],
    [3, 4],
  ],
  5: [
    [2.5, 2],
    [3, 4],
    [3.5, 2],
    [4, 1],
  ],
  6: [
    [3, 2],
    [3.5, 2],
    [4, 2],
    [4.5, 1],
  ],
};
const typicalSqft: Readonly<Record<number, number>> = { 1: 760, 2: 1060, 3: 1450, 4: 2000, 5: 2650, 6: 3300 };

function yearBuiltFor(random: Random, profile: CountyProfile): number {
  const weights = decadeWeights[profile.buildProfile];
  const decade = random.weighted(weights.map((weight, index) => [1940 + index * 10, weight] as const));
  return decade === 2020 ? random.integer(2020, 2024) : random.integer(decade, decade + 9);
}

function sizeForAge(yearBuilt: number): number {
  if (yearBuilt < 1960) return 0.85;
  if (yearBuilt < 1980) return 0.93;
  if (yearBuilt < 2000) return 1;
  return 1.08;
}

function priceForAge(yearBuilt: number): number {
  if (yearBuilt < 1960) return 0.97;
  if (yearBuilt < 1980) return 0.97;
  if (yearBuilt < 2000) return 1;
  if (yearBuilt < 2015) return 1.04;
  return 1.08;
}

function saleDateFor(random: Random, yearBuilt: number): Date {
  const earliest = Math.max(1995, yearBuilt);
  const recent = random.chance(recentSaleShare) || earliest >= 2023;
  const years = (recent ? recentSaleYears : earlierSaleYears).filter(([year]) => year >= earliest);
  const year = random.weighted(years.length > 0 ? years : recentSaleYears);
  return businessDay(dayOfYear(year, random.integer(0, daysInYear(year) - 1)));
}

function roundPrice(price: number): number {
  const step = price >= 300_000 ? 1_000 : 500;
  return Math.round(price / step) * step;
}

/** Prop 13: the sale sets the base-year value, which grows by at most 2% a year; Prop 8 caps it at market value. */
function assessedValueFor(profile: CountyProfile, price: number, saleDate: Date): number {
  const saleYear = saleDate.getUTCFullYear();
  if (saleYear >= taxYear) return price;
  const factoredBase = price * prop13Growth(saleYear, taxYear);
  const lienDate = new Date(Date.UTC(taxYear, 0, 1));
  const marketValue = (price * priceIndex(profile.region, lienDate)) / priceIndex(profile.region, saleDate);
  return Math.floor(Math.min(factoredBase, marketValue));
}

interface Street {
  name: string;
  latitude: number;
  longitude: number;
  firstNumber: number;
  side: number;
}

/** A uniformly spread point within `radiusKm` of a centre. */
function pointNear(random: Random, centre: { latitude: number; longitude: number }, radiusKm: number) {
  const distance = radiusKm * Math.sqrt(random.next());
  const bearing = 2 * Math.PI * random.next();
  const kmPerDegree = 111.32;
  return {
    latitude: centre.latitude + (distance * Math.cos(bearing)) / kmPerDegree,
    longitude:
      centre.longitude + (distance * Math.sin(bearing)) / (kmPerDegree * Math.cos((centre.latitude * Math.PI) / 180)),
  };
}

const blockRanges: Weighted<readonly [number, number]> = [
  [[1, 19], 40],
  [[20, 59], 35],
  [[60, 119], 20],
  [[120, 249], 5],
];

function streetsFor(random: Random, allocation: ZipAllocation): Street[] {
  const radiusKm = random.between(2, 4);
  const streetRadiusKm = radiusKm - 0.3;
  return streetNamesFor(random, Math.max(3, Math.ceil(allocation.homeCount / 14))).map((name) => {
    const [firstBlock, lastBlock] = random.weighted(blockRanges);
    return {
      name,
      ...pointNear(random, allocation.area, streetRadiusKm),
      firstNumber: random.integer(firstBlock, lastBlock) * 100,
      side: random.integer(0, 1),
    };
  });
}

interface Generation {
  allocations: ZipAllocation[];
  rates: MonthlyRates;
}

function homeFor(
  id: string,
  random: Random,
  allocation: ZipAllocation,
  street: Street,
  streetNumber: number,
  rates: MonthlyRates,
): Home {
  const { area } = allocation;
  const profile = countyProfile(area.county);
  const position = pointNear(random, street, 0.25);
  const beds = random.weighted(bedWeights);
  const baths = random.weighted(bathChoices[beds] ?? [[2, 1]]);
  const yearBuilt = yearBuiltFor(random, profile);
  const sqft = Math.min(
    4500,
    Math.max(700, Math.round((typicalSqft[beds] ?? 1500) * sizeForAge(yearBuilt) * Math.exp(random.normal(0, 0.14)))),
  );
  const saleDate = saleDateFor(random, yearBuilt);
  const price = roundPrice(
    profile.medianPrice2025 *
      allocation.priceFactor *
      (sqft / 1550) ** 0.55 *
      priceForAge(yearBuilt) *
      Math.exp(random.normal(0, 0.1)) *
      priceIndex(profile.region, saleDate),
  );
  const assessedValue = assessedValueFor(profile, price, saleDate);
  const taxRate = allocation.taxRate + random.between(0, 0.0003);
  const purchase = purchaseLoan(random, profile, price, saleDate);
  const loan = refinance(random, profile, rates, price, purchase) ?? purchase;
  return {
    id,
    streetNumber,
    streetName: street.name,
    city: area.city,
    state: 'CA',
    zip: area.zip,
    county: area.county,
    countyFips: area.countyFips,
    latitude: position.latitude,
    longitude: position.longitude,
    beds,
    baths,
    sqft,
    yearBuilt,
    lastSaleDate: isoDate(saleDate),
    lastSalePrice: price,
    assessedValue,
    taxAmount: Math.round(assessedValue * taxRate * 100) / 100,
    loanType: loan.loanType,
    originalLoanAmount: loan.amount,
    loanDate: isoDate(loan.date),
    loanTermMonths: loan.termMonths,
  };
}

function prepare(): Generation {
  return { allocations: allocateHomes(readZipAreas(), totalHomes), rates: readMonthlyRates() };
}

/** The sample homes in file order (by ZIP as listed in norcal-zips.csv); ids h000001, h000002, ... */
export function* generateHomes(): Generator<Home> {
  const { allocations, rates } = prepare();
  // Addresses are unique per city (the platform keys an address by 'address, city, state').
  const takenAddresses = new Set<string>();
  let sequence = 0;
  for (const allocation of allocations) {
    if (allocation.homeCount === 0) continue;
    const random = createRandom(`homes:${allocation.area.zip}`);
    const streets = streetsFor(random, allocation);
    for (let made = 0; made < allocation.homeCount;) {
      const street = random.pick(streets);
      const streetNumber = street.firstNumber + street.side + 2 * random.integer(0, 149);
      const address = `${streetNumber} ${street.name}|${allocation.area.city}`;
      if (takenAddresses.has(address)) continue;
      takenAddresses.add(address);
      sequence += 1;
      made += 1;
      yield homeFor(`h${String(sequence).padStart(6, '0')}`, random, allocation, street, streetNumber, rates);
    }
  }
}

export function homesCsv(homes: Iterable<Home>): string {
  const lines = [homeColumns.join(',')];
  for (const home of homes) lines.push(homeCsvLine(home));
  return `${lines.join('\n')}\n`;
}

/**
 * gzip with a fixed header: zlib writes mtime 0 and no file name; the OS byte is set to 255
 * ("unknown") so the bytes do not depend on the platform that ran the script.
 */
export function gzipDeterministic(text: string): Buffer {
  const compressed = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  compressed[9] = 0xff;
  return compressed;
}

function main(): void {
  const started = performance.now();
  const homes = [...generateHomes()];
  const compressed = gzipDeterministic(homesCsv(homes));
  writeFileSync(outputFile, compressed);
  const perCounty = new Map<string, number>();
  for (const home of homes) perCounty.set(home.county, (perCounty.get(home.county) ?? 0) + 1);
  console.log(`${homes.length} sample homes -> ${path.relative(process.cwd(), outputFile)}`);
  console.log(
    `${(compressed.length / 1024 / 1024).toFixed(2)} MB gzip in ${Math.round(performance.now() - started)} ms`,
  );
  for (const [county, count] of [...perCounty].sort((a, b) => b[1] - a[1])) console.log(`  ${county}: ${count}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

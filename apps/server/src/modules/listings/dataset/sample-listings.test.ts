import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateListings,
  listingColumns,
  listingsCsv,
  listingWindowDays,
  readHomes,
  referenceDate,
  valueOn,
  type SampleListing,
} from '../../../../../../scripts/listings/generate';
import { listingsDatasetPath, readListingsDataset } from './load-listings';

// The embedded sample listings (apps/server/reference-data/listings.csv.gz), checked as committed.
let committed: string;
let listings: SampleListing[];
let homes: Map<string, Record<string, string>>;

beforeAll(() => {
  committed = gunzipSync(readFileSync(listingsDatasetPath)).toString('utf8');
  const allHomes = readHomes();
  homes = new Map(allHomes.map((home) => [home.id ?? '', home]));
  listings = generateListings(allHomes);
});

const prices = (county: string) =>
  listings.filter((listing) => listing.county === county).map((listing) => Number(listing.listingPrice));

describe('sample listings (listings.csv.gz)', () => {
  it('is exactly what the committed generator writes, run after run', () => {
    expect(listingsCsv(listings)).toBe(committed);
    expect(listingsCsv(generateListings())).toBe(committed);
    expect(committed.split('\n')[0]).toBe(listingColumns.join(','));
  });

  it('holds at least 300 Placer listings and 30-80 in each neighbouring county', () => {
    const perCounty = new Map<string, number>();
    for (const listing of listings) perCounty.set(listing.county, (perCounty.get(listing.county) ?? 0) + 1);
    expect(perCounty.get('Placer')).toBeGreaterThanOrEqual(300);
    const others = [...perCounty].filter(([county]) => county !== 'Placer');
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const [county, count] of others) {
      expect(count, county).toBeGreaterThanOrEqual(30);
      expect(count, county).toBeLessThanOrEqual(80);
    }
  });

  it('spreads Placer prices like a market: about $350k to $2M+, most between $450k and $900k', () => {
    const placer = prices('Placer').sort((a, b) => a - b);
    const share = (low: number, high: number) =>
      placer.filter((price) => price >= low && price <= high).length / placer.length;
    expect(share(450_000, 900_000)).toBeGreaterThan(0.65);
    expect(share(330_000, 2_500_000)).toBeGreaterThan(0.97);
    expect(placer.at(-1)).toBeGreaterThanOrEqual(1_800_000);
    expect(placer.filter((price) => price > 1_200_000).length).toBeGreaterThanOrEqual(5);
    const median = placer[Math.floor(placer.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(550_000);
    expect(median).toBeLessThan(800_000);
  });

  it("lists real sample homes at their own facts, priced near the home's value", () => {
    const ratios: number[] = [];
    for (const listing of listings) {
      const home = homes.get(listing.homeId);
      expect(home, listing.id).toBeDefined();
      expect([listing.streetNumber, listing.streetName, listing.city, listing.zipCode, listing.county]).toEqual([
        home?.streetNumber,
        home?.streetName,
        home?.city,
        home?.zip,
        home?.county,
      ]);
      expect(listing.bedrooms).toBe(home?.beds);
      expect(listing.apxSqFtPrimaryRes).toBe(home?.sqft);
      ratios.push(Number(listing.listingPrice) / valueOn(home ?? {}, referenceDate));
    }
    expect(Math.min(...ratios)).toBeGreaterThan(0.75);
    expect(Math.max(...ratios)).toBeLessThan(1.35);
    expect(new Set(listings.map((listing) => listing.homeId)).size).toBe(listings.length);
  });

  it('gives each listing an id, an MLS number, a list date in the last 90 days and an agent', () => {
    const reference = Date.parse(`${referenceDate}T00:00:00Z`);
    for (const listing of listings) {
      expect(listing.id).toMatch(/^sample-\d{5}$/);
      expect(listing.mlsId).toBe('SAMPLE');
      expect(listing.mlsNumber).toMatch(/^\d{9}$/);
      expect(listing.listingRid).toMatch(/^SMP\d+$/);
      const age = (reference - Date.parse(`${listing.listDate}T00:00:00Z`)) / 86_400_000;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(listingWindowDays);
      expect(listing.listAgentFirstName).toMatch(/^[A-Z][a-z]+$/);
      expect(listing.listAgentLastName).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(new Set(listings.map((listing) => listing.id)).size).toBe(listings.length);
    expect(new Set(listings.map((listing) => listing.mlsNumber)).size).toBe(listings.length);
  });

  it('reads into listing rows the server loads', () => {
    const rows = readListingsDataset();
    expect(rows).toHaveLength(listings.length);
    expect(rows[0]).toMatchObject({
      id: listings[0]?.id,
      source: 'sample',
      mlsId: 'SAMPLE',
      listPrice: Number(listings[0]?.listingPrice),
      active: true,
      mediaUrl: null,
    });
  });
});

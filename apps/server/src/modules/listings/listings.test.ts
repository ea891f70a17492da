import { homeListingSchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countListingsAtOrBelow, findListing, listingCounties, prepareListings, searchListings } from '.';
import { clearCachedListings, coverSvg, readListingsDataset, type ListingSearch } from './testing';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';

/** The shipped sample listings are the oracle: every query is checked against them in plain code. */
const shipped = readListingsDataset();
let testApp: TestApp;
const db = () => testApp.database.db;
const search = (query: Partial<ListingSearch>) =>
  searchListings(db(), { county: 'Placer', maxPrice: 800_000, sort: 'price-asc', page: 1, pageSize: 20, ...query });
const shippedIn = (county: string, maxPrice: number) =>
  shipped.filter((listing) => listing.county === county && listing.listPrice <= maxPrice);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('sample listings loading', () => {
  it('loads every shipped listing at first start, once', async () => {
    expect(await countRows(testApp.database, 'listings')).toBe(shipped.length);
    await prepareListings(db());
    expect(await countRows(testApp.database, 'listings')).toBe(shipped.length);
    expect(await countRows(testApp.database, 'listings', "active and source = 'sample'")).toBe(shipped.length);
  });

  it('switches the samples off when the MLS is the provider, and back on with the local one', async () => {
    await prepareListings(db(), {
      settings: {
        kind: 'reso',
        baseUrl: 'http://127.0.0.1:9',
        auth: { kind: 'bearer', token: 't' },
        syncMinutes: 60,
        fullSyncHours: 24,
        timeoutMs: 100,
      },
    });
    expect(await countRows(testApp.database, 'listings', 'active')).toBe(0);
    await prepareListings(db());
    expect(await countRows(testApp.database, 'listings', 'active')).toBe(shipped.length);
  });
});

describe('searchListings', () => {
  it('returns active listings of the county at or below the price, in the contract shape', async () => {
    const expected = shippedIn('Placer', 800_000);
    const result = await search({ pageSize: 1000 });
    expect(result.total).toBe(expected.length);
    expect(result.listings.map((listing) => listing.id).sort()).toEqual(expected.map((listing) => listing.id).sort());
    for (const listing of result.listings) {
      expect(homeListingSchema.parse(listing)).toEqual(listing);
      expect(listing.county).toBe('Placer');
      expect(listing.listingPrice).toBeLessThanOrEqual(800_000);
      expect(listing.source).toBe('sample');
      expect(listing.mlsId).toBe('SAMPLE');
      expect(listing.coverImage).toBe(`/api/home/listings/${listing.id}/cover.svg`);
    }
  });

  it('sorts by price both ways, by newest and by size', async () => {
    const all = { maxPrice: 5_000_000, pageSize: 1000 };
    const ascending = (await search({ ...all, sort: 'price-asc' })).listings.map((listing) => listing.listingPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await search({ ...all, sort: 'price-desc' })).listings.map((listing) => listing.listingPrice);
    expect(descending).toEqual([...ascending].reverse());

    const newest = (await search({ ...all, sort: 'newest' })).listings;
    const listDate = new Map(shipped.map((listing) => [listing.id, listing.listDate]));
    const dates = newest.map((listing) => listDate.get(listing.id) ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const sizes = (await search({ ...all, sort: 'sqft-desc' })).listings.map(
      (listing) => listing.apxSqFtPrimaryRes ?? 0,
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('pages without gaps or overlaps, and answers an empty page past the end', async () => {
    const total = shippedIn('Placer', 800_000).length;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 25); page++) {
      const result = await search({ sort: 'price-desc', page, pageSize: 25 });
      expect(result.total).toBe(total);
      seen.push(...result.listings.map((listing) => listing.id));
    }
    expect(new Set(seen).size).toBe(total);
    const everything = await search({ sort: 'price-desc', pageSize: 1000 });
    expect(seen).toEqual(everything.listings.map((listing) => listing.id));
    expect(await search({ page: 1000 })).toEqual({ total, listings: [] });
  });

  it('finds nothing for an unknown county or a price below every listing', async () => {
    expect(await search({ county: 'Nowhere' })).toEqual({ total: 0, listings: [] });
    expect(await search({ maxPrice: 1000 })).toEqual({ total: 0, listings: [] });
  });

  it('leaves out inactive listings everywhere', async () => {
    const cheapest = (await search({ sort: 'price-asc', pageSize: 1 })).listings[0]!;
    const before = await search({});
    const [countBefore] = await countListingsAtOrBelow(db(), 'Placer', [800_000]);
    await queryRows(testApp.database, 'update listings set active = false where id = $1', [cheapest.id]);
    // As a sync does once it commits: what was read of the listings is read again.
    clearCachedListings(db());
    try {
      expect((await search({})).total).toBe(before.total - 1);
      expect(await countListingsAtOrBelow(db(), 'Placer', [800_000])).toEqual([countBefore! - 1]);
      expect(await findListing(db(), cheapest.id)).toBeUndefined();
    } finally {
      await queryRows(testApp.database, 'update listings set active = true where id = $1', [cheapest.id]);
      clearCachedListings(db());
    }
  });
});

describe('countListingsAtOrBelow', () => {
  it('counts the county’s listings at or below each price, in the order asked', async () => {
    const prices = [900_000, 0, 450_000, 650_000, 10_000_000, shipped[0]!.listPrice];
    expect(await countListingsAtOrBelow(db(), 'Placer', prices)).toEqual(
      prices.map((price) => shippedIn('Placer', price).length),
    );
    expect(await countListingsAtOrBelow(db(), 'Yolo', [600_000])).toEqual([shippedIn('Yolo', 600_000).length]);
    expect(await countListingsAtOrBelow(db(), 'Placer', [])).toEqual([]);
    expect(await countListingsAtOrBelow(db(), 'Nowhere', [1_000_000])).toEqual([0]);
  });
});

describe('listingCounties and findListing', () => {
  it('names the counties with listings, Placer first then alphabetical', async () => {
    const others = [...new Set(shipped.map((listing) => listing.county))].filter((county) => county !== 'Placer');
    expect(await listingCounties(db())).toEqual(['Placer', ...others.sort()]);
  });

  it('finds a listing by id and nothing for an unknown one', async () => {
    const row = shipped[42]!;
    expect(await findListing(db(), row.id)).toEqual({
      id: row.id,
      coverImage: `/api/home/listings/${row.id}/cover.svg`,
      streetNumber: row.streetNumber,
      streetName: row.streetName,
      city: row.city,
      zipCode: row.zipCode,
      county: row.county,
      bedrooms: row.bedrooms,
      fullBathrooms: row.fullBathrooms,
      apxSqFtPrimaryRes: row.apxSqFtPrimaryRes,
      listingPrice: row.listPrice,
      listingRid: row.listingRid,
      listAgentFirstName: row.listAgentFirstName,
      listAgentLastName: row.listAgentLastName,
      mlsId: 'SAMPLE',
      mlsNumber: row.mlsNumber,
      source: 'sample',
    });
    expect(await findListing(db(), 'sample-99999')).toBeUndefined();
  });
});

describe('GET /api/home/listings/:id/cover.svg', () => {
  const cover = (id: string) => testApp.app.inject({ method: 'GET', url: `/api/home/listings/${id}/cover.svg` });

  it('draws the listing as an SVG with its street number, cached for long', async () => {
    const listing = shipped[0]!;
    const response = await cover(listing.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toContain(`>${listing.streetNumber}</text>`);
    expect(response.body).not.toMatch(/<script|href=/i);
    expect((await cover(listing.id)).body).toBe(response.body);
  });

  it('varies the drawing between listings', () => {
    const drawings = new Set(shipped.slice(0, 40).map((listing) => coverSvg({ id: listing.id, streetNumber: '1' })));
    expect(drawings.size).toBeGreaterThan(30);
  });

  it('escapes what it writes into the drawing', () => {
    expect(coverSvg({ id: 'reso-x', streetNumber: '<b>&' })).toContain('&lt;b&gt;&amp;');
  });

  it('answers 404 for an unknown listing and 400 for an id that cannot be one', async () => {
    const unknown = await cover('sample-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'LISTING_NOT_FOUND', errorMessage: 'Listing not found' });
    const bad = await cover('..%2F..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toEqual(expect.any(String));
  });

  it('is public: declared so, and served without a session', async () => {
    const route = testApp.app.declaredRoutes.find((candidate) => candidate.url === '/api/home/listings/:id/cover.svg');
    expect(route?.access).toBe('public');
    expect((await cover(shipped[1]!.id)).statusCode).toBe(200);
  });
});

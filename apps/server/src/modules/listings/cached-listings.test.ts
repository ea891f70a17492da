import { homesReplySchema } from '@roost/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareListings } from '.';
import { CACHED_LISTINGS_MAX_AGE_MS, readListingsDataset, resoClient, syncResoListings } from './testing';
import { startRecordingServer, type RecordedReply, type RecordingServer } from '../../../test/recording-server';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';

// The homes page (GET {home}/homes: its county selector `counties` and its pages of homes) is cached in
// memory between listings syncs: these tests check that it still follows every change of the listings.
let mls: RecordingServer;
let testApp: TestApp;

const shippedCounties = [...new Set(readListingsDataset().map((listing) => listing.county))];
const sampleCounties = ['Placer', ...shippedCounties.filter((county) => county !== 'Placer').sort()];

/** An MLS listing in the RESO Web API's shape (test/fixtures/reso/README.md). */
function property(key: string, county: string, status = 'Active', modified = '2026-05-12T10:00:00Z') {
  return {
    ListingKey: key,
    ListingId: key,
    OriginatingSystemName: 'MetroList',
    ListPrice: 420_000,
    BedroomsTotal: 3,
    BathroomsFull: 2,
    LivingArea: 1500,
    StreetNumber: '12',
    StreetName: 'Main St',
    City: 'Town',
    PostalCode: '95603',
    CountyOrParish: `${county} County`,
    ListAgentFirstName: 'Ada',
    ListAgentLastName: 'Agent',
    ModificationTimestamp: modified,
    StandardStatus: status,
    Media: [],
  };
}

const page = (value: unknown[]): RecordedReply => ({
  status: 200,
  raw: JSON.stringify({ value }),
  contentType: 'application/json; odata.metadata=minimal',
});

/** The MLS: `active` for the Active query (all of them, or those changed since), `leaving` for the others. */
function mlsWith(active: unknown[], leaving: unknown[] = []) {
  mls.answerWith((request) => {
    if (request.path !== '/Property') return { status: 404, raw: '' };
    const filter = request.query.get('$filter') ?? '';
    return page(filter.startsWith("StandardStatus ne 'Active'") ? leaving : active);
  });
}

const resoSettings = () => ({
  kind: 'reso' as const,
  baseUrl: mls.baseUrl,
  auth: { kind: 'bearer' as const, token: 'test-reso-token' },
  timeoutMs: 1000,
  syncMinutes: 60,
  fullSyncHours: 24,
});

async function homesPage(county = 'Placer') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/home/homes?payment=5000&option=1&county=${encodeURIComponent(county)}&count=12`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return homesReplySchema.parse(response.json());
}

const countiesOnTheHomesPage = async () => (await homesPage()).counties;
const homesListed = async (county: string) => (await homesPage(county)).homes.map((home) => home.mlsNumber);

beforeAll(async () => {
  mls = await startRecordingServer(() => page([]));
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
  await mls?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the counties and homes of the homes page', () => {
  it('follow the provider switch and every listings sync at once', async () => {
    expect(await countiesOnTheHomesPage()).toEqual(sampleCounties);
    const samplePlacerHomes = await homesListed('Placer');
    expect(samplePlacerHomes.length).toBeGreaterThan(0);

    // Restarted with the MLS as the provider: the samples leave, nothing is synced yet.
    await prepareListings(testApp.database.db, { settings: resoSettings() });
    expect(await countiesOnTheHomesPage()).toEqual([]);
    expect(await homesListed('Placer')).toEqual([]);

    mlsWith([property('A-1', 'Placer'), property('A-2', 'El Dorado'), property('A-3', 'Nevada')]);
    expect(await syncResoListings(testApp.database.db, resoClient(resoSettings()))).toMatchObject({
      full: true,
      upserted: 3,
    });
    expect(await countiesOnTheHomesPage()).toEqual(['Placer', 'El Dorado', 'Nevada']);
    expect(await homesListed('Placer')).toEqual(['A-1']);

    // The next (incremental) sync: Nevada's only home goes Pending, one comes up in Sutter, another in Placer.
    mlsWith(
      [
        property('A-4', 'Sutter', 'Active', '2026-05-13T09:00:00Z'),
        property('A-5', 'Placer', 'Active', '2026-05-13T09:00:00Z'),
      ],
      [property('A-3', 'Nevada', 'Pending', '2026-05-13T08:00:00Z')],
    );
    expect(await syncResoListings(testApp.database.db, resoClient(resoSettings()))).toMatchObject({
      full: false,
      upserted: 2,
      deactivated: 1,
    });
    expect(await countiesOnTheHomesPage()).toEqual(['Placer', 'El Dorado', 'Sutter']);
    expect((await homesListed('Placer')).sort()).toEqual(['A-1', 'A-5']);

    // Back to the sample listings.
    await prepareListings(testApp.database.db);
    expect(await countiesOnTheHomesPage()).toEqual(sampleCounties);
    expect(await homesListed('Placer')).toEqual(samplePlacerHomes);
  });

  it('follow a sync run by another process (a separate worker) within the time they are kept', async () => {
    expect(sampleCounties).toContain('Yolo');
    expect(await countiesOnTheHomesPage()).toEqual(sampleCounties);
    expect((await homesListed('Yolo')).length).toBeGreaterThan(0);
    // Another process commits a change of the listings: this one is not told.
    await queryRows(testApp.database, "update listings set active = false where county = 'Yolo'");
    try {
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + CACHED_LISTINGS_MAX_AGE_MS);
      expect(await countiesOnTheHomesPage()).toEqual(sampleCounties.filter((county) => county !== 'Yolo'));
      expect(await homesListed('Yolo')).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await queryRows(testApp.database, "update listings set active = true where county = 'Yolo'");
    }
  });
});

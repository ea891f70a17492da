import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findListing, searchListings } from '..';
import { resoClient, resoListingId, ResoUnavailableError, syncResoListings, type ResoSettings } from '../testing';
import {
  readFixture,
  startRecordingServer,
  type RecordedReply,
  type RecordingServer,
} from '../../../../test/recording-server';
import { createTestApp, queryRows, type TestApp } from '../../../../test/test-database';

// The MLS replies are hand-written in the RESO Web API's documented shape (test/fixtures/reso/README.md).
let mls: RecordingServer;
let testApp: TestApp;

const reply = (name: string): RecordedReply => ({
  status: 200,
  raw: readFixture(`reso/${name}`).replaceAll('{{baseUrl}}', mls.baseUrl),
  contentType: 'application/json; odata.metadata=minimal',
});

/** An MLS with two pages of Active listings, then the given incremental and departure replies. */
function mlsAnswers(options: { incremental?: string; departures?: string } = {}) {
  return (request: { path: string; query: URLSearchParams }): RecordedReply => {
    if (request.path === '/token') return reply('token.json');
    if (request.path !== '/Property') return { status: 404, raw: '' };
    const filter = request.query.get('$filter') ?? '';
    if (request.query.get('$skiptoken') === '2') return reply('property-page-2.json');
    if (filter.startsWith("StandardStatus ne 'Active'")) return reply(options.departures ?? 'property-empty.json');
    if (filter.includes('ModificationTimestamp gt')) return reply(options.incremental ?? 'property-empty.json');
    return reply('property-page-1.json');
  };
}

const bearer = (): ResoSettings => ({
  baseUrl: mls.baseUrl,
  auth: { kind: 'bearer', token: 'test-reso-token' },
  timeoutMs: 300,
});

const resoRows = () =>
  queryRows<{ id: string; active: boolean; list_price: number }>(
    testApp.database,
    "select id, active, list_price from listings where source = 'reso' order by id",
  );

beforeAll(async () => {
  mls = await startRecordingServer(mlsAnswers());
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
  await mls.close();
});
beforeEach(async () => {
  mls.requests.length = 0;
  mls.answerWith(mlsAnswers());
  await queryRows(testApp.database, "delete from listings where source = 'reso'");
  await queryRows(testApp.database, 'delete from listing_sync_state');
});

describe('RESO Web API listings sync', () => {
  it('reads every Active listing over two pages (nextLink) and stores them as listings', async () => {
    const result = await syncResoListings(testApp.database.db, resoClient(bearer()));
    expect(result).toEqual({
      full: true,
      upserted: 3,
      deactivated: 0,
      skipped: 1,
      lastModification: '2026-05-12T19:00:00Z',
    });

    const [first, second] = mls.requests;
    expect(mls.requests).toHaveLength(2);
    expect(first?.method).toBe('GET');
    expect(first?.path).toBe('/Property');
    expect(first?.headers.authorization).toBe('Bearer test-reso-token');
    expect(first?.query.get('$filter')).toBe("StandardStatus eq 'Active'");
    expect(first?.query.get('$select')).toBe(
      'ListingKey,ListingId,OriginatingSystemName,ListPrice,BedroomsTotal,BathroomsFull,LivingArea,StreetNumber,StreetName,City,PostalCode,CountyOrParish,ListAgentFirstName,ListAgentLastName,ModificationTimestamp,StandardStatus',
    );
    expect(first?.query.get('$orderby')).toBe('ModificationTimestamp');
    expect(first?.query.get('$top')).toBe('200');
    expect(first?.query.get('$expand')).toBe('Media($select=MediaURL,Order)');
    expect(second?.query.get('$skiptoken')).toBe('2');
    expect(second?.headers.authorization).toBe('Bearer test-reso-token');

    expect(await findListing(testApp.database.db, resoListingId('3yd-MLS-224101553'))).toEqual({
      id: 'reso-3yd-MLS-224101553',
      coverImage: 'https://media.mls.example/224101553/1.jpg',
      streetNumber: '1457',
      streetName: 'Pleasant Grove Blvd',
      city: 'Roseville',
      zipCode: '95747',
      county: 'Placer',
      bedrooms: 4,
      fullBathrooms: 2,
      apxSqFtPrimaryRes: 2105,
      listingPrice: 689000,
      listingRid: '3yd-MLS-224101553',
      listAgentFirstName: 'Dana',
      listAgentLastName: 'Whitfield',
      mlsId: 'MetroList',
      mlsNumber: '224101553',
      source: 'reso',
    });
    // No photo: the generated drawing; no MLS name: none shown. "Placer County" is the county Placer.
    expect(await findListing(testApp.database.db, 'reso-3yd-MLS-224099870')).toMatchObject({
      coverImage: '/api/home/listings/reso-3yd-MLS-224099870/cover.svg',
      apxSqFtPrimaryRes: 1481,
      mlsId: null,
    });
    expect(await findListing(testApp.database.db, 'reso-3yd-MLS-224102004')).toMatchObject({ county: 'Placer' });
    const placer = await searchListings(testApp.database.db, {
      county: 'Placer',
      maxPrice: 5_000_000,
      sort: 'price-desc',
      page: 1,
      pageSize: 1000,
    });
    expect(placer.listings.filter((listing) => listing.source === 'reso').map((listing) => listing.id)).toEqual([
      'reso-3yd-MLS-224102004',
      'reso-3yd-MLS-224101553',
    ]);
  });

  it('then asks only for changes since the last ModificationTimestamp, and takes Pending listings off the market', async () => {
    await syncResoListings(testApp.database.db, resoClient(bearer()));
    mls.requests.length = 0;
    mls.answerWith(mlsAnswers({ incremental: 'property-incremental.json', departures: 'property-departures.json' }));

    const result = await syncResoListings(testApp.database.db, resoClient(bearer()));
    expect(result).toEqual({
      full: false,
      upserted: 2,
      deactivated: 1,
      skipped: 0,
      lastModification: '2026-05-14T12:30:00Z',
    });
    expect(mls.requests.map((request) => request.query.get('$filter'))).toEqual([
      "StandardStatus eq 'Active' and ModificationTimestamp gt 2026-05-12T19:00:00Z",
      "StandardStatus ne 'Active' and ModificationTimestamp gt 2026-05-12T19:00:00Z",
    ]);
    expect(await resoRows()).toEqual([
      { id: 'reso-3yd-MLS-224099870', active: false, list_price: 524900 },
      { id: 'reso-3yd-MLS-224101553', active: true, list_price: 669000 },
      { id: 'reso-3yd-MLS-224102004', active: true, list_price: 1249000 },
      { id: 'reso-3yd-MLS-224103311', active: true, list_price: 459000 },
    ]);
    expect(await findListing(testApp.database.db, 'reso-3yd-MLS-224099870')).toBeUndefined();

    // Nothing new: the saved point moves only with newer timestamps.
    mls.answerWith(mlsAnswers());
    mls.requests.length = 0;
    const quiet = await syncResoListings(testApp.database.db, resoClient(bearer()));
    expect(quiet).toMatchObject({ full: false, upserted: 0, lastModification: '2026-05-14T12:30:00Z' });
    expect(mls.requests[0]?.query.get('$filter')).toContain('gt 2026-05-14T12:30:00Z');
  });

  it('reads every Active listing again once the full-sync hours have passed, taking off ones the MLS deleted', async () => {
    await syncResoListings(testApp.database.db, resoClient(bearer()));
    // The MLS now lists only these two as Active; the others were deleted outright (no status change to see).
    mls.answerWith((request) =>
      request.query.get('$filter') === "StandardStatus eq 'Active'"
        ? reply('property-incremental.json')
        : reply('property-empty.json'),
    );
    const hoursLater = (hours: number) => ({ fullSyncHours: 24, now: new Date(Date.now() + hours * 3_600_000) });

    mls.requests.length = 0;
    expect(await syncResoListings(testApp.database.db, resoClient(bearer()), hoursLater(23))).toMatchObject({
      full: false,
      upserted: 0,
    });
    expect((await resoRows()).filter((row) => row.active)).toHaveLength(3);

    mls.requests.length = 0;
    expect(await syncResoListings(testApp.database.db, resoClient(bearer()), hoursLater(25))).toMatchObject({
      full: true,
      upserted: 2,
      lastModification: '2026-05-14T10:00:00Z',
    });
    expect(mls.requests.map((request) => request.query.get('$filter'))).toEqual(["StandardStatus eq 'Active'"]);
    expect(await resoRows()).toEqual([
      { id: 'reso-3yd-MLS-224099870', active: false, list_price: 524900 },
      { id: 'reso-3yd-MLS-224101553', active: true, list_price: 669000 },
      { id: 'reso-3yd-MLS-224102004', active: false, list_price: 1249000 },
      { id: 'reso-3yd-MLS-224103311', active: true, list_price: 459000 },
    ]);
  });

  it('gets an OAuth2 client-credentials token first and sends it as the bearer', async () => {
    const client = resoClient({
      baseUrl: mls.baseUrl,
      auth: { kind: 'clientCredentials', clientId: 'roost', clientSecret: 's3cret', tokenUrl: `${mls.baseUrl}/token` },
      timeoutMs: 300,
    });
    await syncResoListings(testApp.database.db, client);
    const [token, ...pages] = mls.requests;
    expect(token?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'roost',
      client_secret: 's3cret',
    });
    expect(pages.map((request) => request.headers.authorization)).toEqual([
      'Bearer eyJhbGciOiJSUzI1NiJ9.test-access-token.sig',
      'Bearer eyJhbGciOiJSUzI1NiJ9.test-access-token.sig',
    ]);
  });

  it.each<[string, RecordedReply | 'fixture-401']>([
    ['a 401 (bad token)', 'fixture-401'],
    ['a 500', { status: 500, raw: '{"error":{"code":"500","message":"Internal error"}}' }],
    ['malformed JSON', { status: 200, raw: '<html>maintenance</html>' }],
    ['a reply without value', { status: 200, raw: '{"@odata.context":"x"}' }],
    ['no answer in time', 'hang'],
  ])('turns %s into ResoUnavailableError and keeps the saved point and the listings', async (_label, failure) => {
    await syncResoListings(testApp.database.db, resoClient(bearer()));
    const before = await resoRows();
    const failed: RecordedReply =
      failure === 'fixture-401' ? { status: 401, raw: readFixture('reso/error-401.json') } : failure;
    mls.answerWith((request) => (request.path === '/Property' ? failed : { status: 404, raw: '' }));
    const error = await syncResoListings(testApp.database.db, resoClient(bearer())).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResoUnavailableError);
    expect(await resoRows()).toEqual(before);
    const [state] = await queryRows<{ last_modification: string }>(
      testApp.database,
      'select last_modification from listing_sync_state',
    );
    expect(state?.last_modification).toBe('2026-05-12T19:00:00Z');
  });

  it('stops on a second page that fails, without saving a point, so the next run starts over', async () => {
    mls.answerWith((request) => (request.query.get('$skiptoken') === '2' ? 'hang' : mlsAnswers()(request)));
    await expect(syncResoListings(testApp.database.db, resoClient(bearer()))).rejects.toBeInstanceOf(
      ResoUnavailableError,
    );
    expect(await queryRows(testApp.database, 'select * from listing_sync_state')).toEqual([]);
  });

  it('retries a 401 once with a fresh OAuth2 token, then gives up', async () => {
    mls.answerWith((request) => (request.path === '/token' ? reply('token.json') : { status: 401, raw: '' }));
    const client = resoClient({
      baseUrl: mls.baseUrl,
      auth: { kind: 'clientCredentials', clientId: 'roost', clientSecret: 's3cret', tokenUrl: `${mls.baseUrl}/token` },
      timeoutMs: 300,
    });
    await expect(syncResoListings(testApp.database.db, client)).rejects.toBeInstanceOf(ResoUnavailableError);
    expect(mls.requests.map((request) => request.path)).toEqual(['/token', '/Property', '/token', '/Property']);
  });

  it('never follows a nextLink to another host with the token', async () => {
    mls.answerWith((request) =>
      request.path === '/Property'
        ? {
            status: 200,
            raw: JSON.stringify({ value: [], '@odata.nextLink': 'https://elsewhere.example/Property?$skiptoken=2' }),
          }
        : { status: 404, raw: '' },
    );
    await expect(syncResoListings(testApp.database.db, resoClient(bearer()))).rejects.toThrow(/another host/);
    expect(mls.requests).toHaveLength(1);
  });
});

import { toAddressKey } from '@roost/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_UNAVAILABLE } from './testing';
import { byPath, startRecordingServer, type RecordedReply, type RecordingServer } from '../../../test/recording-server';
import { countRows, createTestApp, type TestApp } from '../../../test/test-database';

/** The API end to end with ADDRESS_PROVIDER=google and PROPERTY_PROVIDER=rentcast, against recorders. */

const placesReply: RecordedReply = { status: 200, fixture: 'google-places/autocomplete-1200-oak.json' };
const rentcastReplies: Record<string, RecordedReply> = {
  '/v1/properties': { status: 200, fixture: 'rentcast/properties-1200-oak-ridge.json' },
  '/v1/avm/value': { status: 200, fixture: 'rentcast/avm-value-1200-oak-ridge.json' },
  '/v1/avm/rent/long-term': { status: 200, fixture: 'rentcast/avm-rent-1200-oak-ridge.json' },
};
const failures: [string, RecordedReply][] = [
  ['429', { status: 429, fixture: 'rentcast/error-429-rate-limit.json' }],
  ['500', { status: 500, fixture: 'rentcast/error-500-server.json' }],
  ['timeout', 'hang'],
  ['malformed JSON', { status: 200, raw: '{"price": 712000,', contentType: 'application/json' }],
];
const sessionToken = '6b0f3c8e-2d4a-4f7e-9a51-0c2e8d7b4f13';
const oakRidge = '1200-Oak-Ridge-Drive-Roseville-CA';

let google: RecordingServer;
let rentcast: RecordingServer;
let testApp: TestApp;

beforeAll(async () => {
  google = await startRecordingServer(() => placesReply);
  rentcast = await startRecordingServer(byPath(rentcastReplies));
  testApp = await createTestApp({
    ADDRESS_PROVIDER: 'google',
    GOOGLE_PLACES_API_KEY: 'test-places-key',
    GOOGLE_PLACES_BASE_URL: google.baseUrl,
    PROPERTY_PROVIDER: 'rentcast',
    RENTCAST_API_KEY: 'test-rentcast-key',
    RENTCAST_BASE_URL: `${rentcast.baseUrl}/`,
    PROVIDER_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await testApp?.close();
  await google?.close();
  await rentcast?.close();
});
beforeEach(() => {
  google.requests.length = 0;
  rentcast.requests.length = 0;
  google.answerWith(() => placesReply);
  rentcast.answerWith(byPath(rentcastReplies));
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const autocomplete = (query: string) => get(`/api/integrations/integrations/address/autocomplete?${query}`);
const calculate = (street: string) =>
  get(`/api/integrations/property/calculate/?address=${encodeURIComponent(street)}&city=Roseville&state=CA`);
const storedRecords = (id: string) => countRows(testApp.database, 'address_records', 'id = $1', [id]);

describe('address autocomplete through Google Places', () => {
  it("answers Google's street addresses with their keys, passing the session and the searcher's position", async () => {
    const response = await autocomplete(`term=1200%20oak&token=${sessionToken}&lat=38.7521&long=-121.288`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      predictions: [
        { description: '1200 Oak Ridge Drive, Roseville, CA, USA', addressId: oakRidge },
        { description: '1200 Oak Avenue, Citrus Heights, CA, USA', addressId: '1200-Oak-Avenue-Citrus_Heights-CA' },
        {
          description: '1200 Oakhurst Court, El Dorado Hills, CA, USA',
          addressId: '1200-Oakhurst-Court-El_Dorado_Hills-CA',
        },
      ],
    });
    const [request] = google.requests;
    expect(request?.headers['x-goog-api-key']).toBe('test-places-key');
    expect(JSON.parse(request!.body)).toEqual({
      input: '1200 oak',
      sessionToken,
      includedRegionCodes: ['us'],
      locationBias: { circle: { center: { latitude: 38.7521, longitude: -121.288 }, radius: 50_000 } },
    });
  });

  it('says ZERO_RESULTS when Google has nothing', async () => {
    google.answerWith(() => ({ status: 200, fixture: 'google-places/autocomplete-no-match.json' }));
    expect((await autocomplete('term=qqqq%20zzzz')).json()).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it.each(failures)('answers 503 with the friendly message on a Google %s', async (_label, reply) => {
    google.answerWith(() => reply);
    const response = await autocomplete('term=1200%20oak');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'PROVIDER_UNAVAILABLE', errorMessage: PROVIDER_UNAVAILABLE });
  });
});

describe('property record through RentCast', () => {
  it('computes and caches the record of a suggested address; the loan is left to the owner', async () => {
    const computed = await testApp.app.inject({ method: 'POST', url: '/api/home/address', payload: { id: oakRidge } });
    expect(computed.statusCode).toBe(200);
    const record = computed.json();
    expect(record).toMatchObject({
      id: oakRidge,
      propertyId: '1200-Oak-Ridge-Dr,-Roseville,-CA-95661',
      address: '1200 Oak Ridge Dr, Roseville, CA 95661',
      stateCode: 'CA',
      beds: 4,
      sqft: 2214,
      estimate: 712000,
      estimateLow: 664000,
      estimateHigh: 760000,
      rentEstimate: 3150,
      loanAmount: null,
      loanBalance: null,
      source: 'rentcast',
    });
    expect(rentcast.requests.every((request) => request.headers['x-api-key'] === 'test-rentcast-key')).toBe(true);
    expect(rentcast.requests[0]?.query.get('address')).toBe('1200 Oak Ridge Drive, Roseville, CA');
    expect((await get(`/api/home/address/${oakRidge}`)).json()).toEqual(record);
  });

  it('answers the calculate and one-line routes from RentCast too', async () => {
    expect((await calculate('1200 Oak Ridge Drive')).json()).toMatchObject({ id: oakRidge, source: 'rentcast' });
    const oneLine = await get(
      `/api/integrations/integrations/property/?address=${encodeURIComponent('1200 Oak Ridge Drive, Roseville, CA 95661')}`,
    );
    expect(oneLine.json()).toMatchObject({ id: oakRidge, estimate: 712000 });
  });

  it('answers 404 with the usual message for an address RentCast does not know, and caches nothing', async () => {
    rentcast.answerWith(
      byPath({ ...rentcastReplies, '/v1/properties': { status: 200, fixture: 'rentcast/properties-none.json' } }),
    );
    const response = await calculate('9 Unknown Ct');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMessage).toBe('Error fetching address information. Please try a new address.');
    expect(await storedRecords('9-Unknown-Ct-Roseville-CA')).toBe(0);
  });

  it.each(failures)('answers 503 on a RentCast %s and caches nothing', async (label, reply) => {
    rentcast.answerWith(byPath({ ...rentcastReplies, '/v1/avm/value': reply }));
    const street = `12 ${label} Way`;
    const response = await calculate(street);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'PROVIDER_UNAVAILABLE', errorMessage: PROVIDER_UNAVAILABLE });
    expect(await storedRecords(toAddressKey({ street, city: 'Roseville', state: 'CA' }))).toBe(0);
  });

  it('keeps the cached record as it was when a recompute fails', async () => {
    const first = await testApp.app.inject({ method: 'POST', url: '/api/home/address', payload: { id: oakRidge } });
    rentcast.answerWith(byPath({ ...rentcastReplies, '/v1/properties': failures[0]![1] }));
    const again = await testApp.app.inject({ method: 'POST', url: '/api/home/address', payload: { id: oakRidge } });
    expect(again.statusCode).toBe(503);
    expect((await get(`/api/home/address/${oakRidge}`)).json()).toEqual(first.json());
  });
});

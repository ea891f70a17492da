import { estimateSolar, toAddressKey } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_COORDINATES } from './testing';
import { startRecordingServer, type RecordingServer } from '../../../test/recording-server';
import { countRows, createTestApp, queryRows, useTestDatabase, type TestApp } from '../../../test/test-database';

interface HomeRow extends Record<string, unknown> {
  address_key: string;
  county: string;
  latitude: number;
  longitude: number;
  sqft: number;
}

const shared = useTestDatabase();
let testApp: TestApp;
let placerHome: HomeRow;

beforeAll(async () => {
  testApp = await createTestApp({}, { database: shared.database });
  // The test dataset holds Placer homes only.
  const rows = await queryRows<HomeRow>(
    testApp.database,
    "select address_key, county, latitude, longitude, sqft from homes where county = 'Placer' order by id limit 1",
  );
  placerHome = rows[0]!;
});

/** A cached record from another provider (not a sample home), placed at the given coordinates. */
async function cacheRecord(street: string, city: string, position: { xCoord: number | null; yCoord: number | null }) {
  const key = toAddressKey({ street, city, state: 'CA' });
  await queryRows(
    testApp.database,
    "insert into address_records (id, address, state_code, x_coord, y_coord, sqft, source) values ($1, $2, 'CA', $3, $4, 2000, 'rentcast')",
    [key, `${street}, ${city}, CA`, position.xCoord, position.yCoord],
  );
  return key;
}
afterAll(() => testApp.close());

const solarOf = (app: TestApp, key: string) => app.app.inject({ method: 'GET', url: `/api/home/address/${key}/solar` });

describe('GET /api/home/address/:id/solar (offline model)', () => {
  it('computes and caches the record, then answers the offline estimate at its coordinates (PG&E in Placer)', async () => {
    expect(await countRows(testApp.database, 'address_records', 'id = $1', [placerHome.address_key])).toBe(0);
    const response = await solarOf(testApp, placerHome.address_key);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      addressId: placerHome.address_key,
      address: expect.stringMatching(/, CA \d{5}$/),
      ...estimateSolar({
        latitude: placerHome.latitude,
        longitude: placerHome.longitude,
        county: 'Placer',
        sqft: placerHome.sqft,
      }),
    });
    expect(body).toMatchObject({ source: 'offline', utility: { name: 'PG&E' }, monthlyKwh: null });
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(100);
    expect(await countRows(testApp.database, 'address_records', 'id = $1', [placerHome.address_key])).toBe(1);
  });

  it('finds the county of a record outside the dataset by the nearest ZIP centre: SMUD in Sacramento County', async () => {
    const key = await cacheRecord('500 Capitol Mall', 'Sacramento', { xCoord: -121.5014, yCoord: 38.5766 });
    const response = await solarOf(testApp, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      addressId: key,
      address: '500 Capitol Mall, Sacramento, CA',
      ...estimateSolar({ latitude: 38.5766, longitude: -121.5014, county: 'Sacramento', sqft: 2000 }),
    });
    expect(response.json().utility).toMatchObject({ name: 'SMUD', retailCentsPerKwh: 16.96, exportCentsPerKwh: 7.4 });
  });

  it('assumes PG&E when the record lies outside the 13 counties', async () => {
    const key = await cacheRecord('200 N Spring St', 'Los Angeles', { xCoord: -118.2427, yCoord: 34.0537 });
    const response = await solarOf(testApp, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ county: null, utility: { name: 'PG&E' } });
  });

  it('answers the existing 404 and 400 messages for an unknown address and a garbage key', async () => {
    const unknown = await solarOf(testApp, toAddressKey({ street: '1 Nowhere Rd', city: 'Auburn', state: 'CA' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'ADDRESS_NOT_FOUND',
      errorMessage: 'Error fetching address information. Please try a new address.',
    });
    const garbage = await solarOf(testApp, '..%2F..%2Fetc');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errorMessage).toBe('That is not an address we know. Please choose one from the list.');
  });

  it('answers 422 with a clear message for a record without coordinates', async () => {
    const key = await cacheRecord('9 Unmapped Way', 'Auburn', { xCoord: null, yCoord: null });
    const response = await solarOf(testApp, key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'ADDRESS_WITHOUT_COORDINATES', errorMessage: NO_COORDINATES });
  });
});

describe('GET /api/home/address/:id/solar with PVWatts', () => {
  let pvwatts: RecordingServer;
  let pvwattsApp: TestApp;

  beforeAll(async () => {
    pvwatts = await startRecordingServer(() => ({ status: 200, fixture: 'pvwatts/v8-roseville-6_5kw.json' }));
    pvwattsApp = await createTestApp(
      { SOLAR_PROVIDER: 'pvwatts', PVWATTS_API_KEY: 'test-pvwatts-key', PVWATTS_BASE_URL: pvwatts.baseUrl },
      { database: shared.database },
    );
  });
  afterAll(async () => {
    await pvwattsApp.close();
    await pvwatts.close();
  });

  it("answers PVWatts' production at the record's coordinates (lat = yCoord, lon = xCoord)", async () => {
    const response = await solarOf(pvwattsApp, placerHome.address_key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'pvwatts', annualKwh: 10114, solarRadiation: 5.95 });
    const request = pvwatts.requests.at(-1)!;
    expect(Number(request.query.get('lat'))).toBe(placerHome.latitude);
    expect(Number(request.query.get('lon'))).toBe(placerHome.longitude);
  });

  it('answers the existing 503 message when PVWatts refuses, never a 500', async () => {
    pvwatts.answerWith(() => ({ status: 403, fixture: 'pvwatts/error-403-api-key-invalid.json' }));
    const response = await solarOf(pvwattsApp, placerHome.address_key);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'PROVIDER_UNAVAILABLE',
      errorMessage: 'The address service is not available right now. Please try again in a minute.',
    });
  });
});

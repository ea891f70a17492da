import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_UNAVAILABLE, ProviderUnavailableError, pvwattsSolarEstimate } from '../testing';
import {
  byPath,
  startRecordingServer,
  type RecordedReply,
  type RecordingServer,
} from '../../../../test/recording-server';

const PATH = '/api/pvwatts/v8.json';
const recorded: RecordedReply = { status: 200, fixture: 'pvwatts/v8-roseville-6_5kw.json' };
// 1200 Oak Ridge Dr, Roseville (Placer County, so PG&E), 2,214 sq ft.
const site = { latitude: 38.746231, longitude: -121.254388, county: 'Placer', sqft: 2214 };

let pvwatts: RecordingServer;
const provider = () => pvwattsSolarEstimate({ apiKey: 'test-pvwatts-key', baseUrl: pvwatts.baseUrl, timeoutMs: 300 });

beforeAll(async () => {
  pvwatts = await startRecordingServer(byPath({ [PATH]: recorded }));
});
afterAll(() => pvwatts.close());
beforeEach(() => {
  pvwatts.requests.length = 0;
  pvwatts.answerWith(byPath({ [PATH]: recorded }));
});

describe('PVWatts v8 solar adapter', () => {
  it('asks for a 6.5 kW south-facing roof array at the site with the key', async () => {
    await provider().estimate(site);
    expect(pvwatts.requests).toHaveLength(1);
    const [request] = pvwatts.requests;
    expect(request).toMatchObject({ method: 'GET', path: PATH });
    expect(Object.fromEntries(request!.query)).toEqual({
      api_key: 'test-pvwatts-key',
      system_capacity: '6.5',
      module_type: '0',
      losses: '14',
      array_type: '1',
      tilt: '20',
      azimuth: '180',
      lat: '38.746231',
      lon: '-121.254388',
    });
  });

  it("takes the year's and months' output and the sun from the reply, and prices them like the offline model", async () => {
    expect(await provider().estimate(site)).toEqual({
      source: 'pvwatts',
      latitude: 38.746231,
      longitude: -121.254388,
      county: 'Placer',
      inlandKm: null,
      systemSizeKw: 6.5,
      solarRadiation: 5.95,
      annualKwh: 10114,
      monthlyKwh: [427, 559, 833, 984, 1137, 1172, 1214, 1137, 967, 767, 518, 399],
      utility: expect.objectContaining({ name: 'PG&E', retailCentsPerKwh: 38, exportCentsPerKwh: 9.5 }),
      selfUseSharePercent: 40,
      // 4,046 kWh × $0.38 + 6,068 kWh × $0.095 = 1,537.48 + 576.46
      selfUsedKwh: 4046,
      exportedKwh: 6068,
      yearlySavings: 2114,
      monthlySavings: 176,
      costPerWatt: 3,
      installedCost: 19_500,
      federalTaxCreditPercent: 0,
      paybackYears: 9.2,
      sunPoints: 48.8,
      paybackPoints: 39.5,
      score: 88,
      scoreBand: 'Excellent',
    });
  });

  it.each<[string, RecordedReply]>([
    ['a reply with errors[]', { status: 200, fixture: 'pvwatts/v8-errors-bad-lat.json' }],
    ['a 422 with errors[]', { status: 422, fixture: 'pvwatts/v8-errors-bad-lat.json' }],
    ['a 403 (bad key)', { status: 403, fixture: 'pvwatts/error-403-api-key-invalid.json' }],
    ['a 429 (hourly limit)', { status: 429, fixture: 'pvwatts/error-429-over-rate-limit.json' }],
    ['a reply without outputs', { status: 200, raw: '{"errors":[],"warnings":[],"outputs":{}}' }],
    ['malformed JSON', { status: 200, raw: '<html>upstream error</html>' }],
    ['no answer in time', 'hang'],
  ])('turns %s into ProviderUnavailableError', async (_label, reply) => {
    pvwatts.answerWith(() => reply);
    const failure = await provider()
      .estimate(site)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ statusCode: 503, message: PROVIDER_UNAVAILABLE, provider: 'pvwatts' });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_NOT_FOUND, PROVIDER_UNAVAILABLE, ProviderUnavailableError, rentcastPropertyData } from '../testing';
import {
  byPath,
  startRecordingServer,
  type RecordedReply,
  type RecordingServer,
} from '../../../../test/recording-server';

const recordedReplies: Record<string, RecordedReply> = {
  '/v1/properties': { status: 200, fixture: 'rentcast/properties-1200-oak-ridge.json' },
  '/v1/avm/value': { status: 200, fixture: 'rentcast/avm-value-1200-oak-ridge.json' },
  '/v1/avm/rent/long-term': { status: 200, fixture: 'rentcast/avm-rent-1200-oak-ridge.json' },
};
const address = { street: '1200 Oak Ridge Drive', city: 'Roseville', state: 'ca' };

let rentcast: RecordingServer;
const provider = () => rentcastPropertyData({ apiKey: 'test-rentcast-key', baseUrl: rentcast.baseUrl, timeoutMs: 300 });

beforeAll(async () => {
  rentcast = await startRecordingServer(byPath(recordedReplies));
});
afterAll(() => rentcast.close());
beforeEach(() => {
  rentcast.requests.length = 0;
  rentcast.answerWith(byPath(recordedReplies));
});

describe('RentCast property data adapter', () => {
  it('combines the property record, value estimate and rent estimate; loan fields stay null', async () => {
    expect(await provider().lookup(address)).toEqual({
      propertyId: '1200-Oak-Ridge-Dr,-Roseville,-CA-95661',
      address: '1200 Oak Ridge Dr, Roseville, CA 95661',
      stateCode: 'CA',
      xCoord: -121.254388,
      yCoord: 38.746231,
      beds: 4,
      baths: 2.5,
      sqft: 2214,
      saleDate: '2019-06-14',
      salePrice: 585000,
      taxAmount: 7175,
      taxValue: 645724,
      loanAmount: null,
      loanType: null,
      loanDate: null,
      loanTermMonths: null,
      loanBalance: null,
      loanRatePercent: null,
      estimate: 712000,
      estimateLow: 664000,
      estimateHigh: 760000,
      rentEstimate: 3150,
      source: 'rentcast',
    });
  });

  it('sends one GET per endpoint with the one-line address and the key', async () => {
    await provider().lookup(address);
    expect(rentcast.requests.map((request) => request.path).sort()).toEqual([
      '/v1/avm/rent/long-term',
      '/v1/avm/value',
      '/v1/properties',
    ]);
    for (const request of rentcast.requests) {
      expect(request.method).toBe('GET');
      expect(request.headers['x-api-key']).toBe('test-rentcast-key');
      expect(request.query.get('address')).toBe('1200 Oak Ridge Drive, Roseville, CA');
    }
  });

  it.each<[string, Record<string, RecordedReply>]>([
    ['no property records', { '/v1/properties': { status: 200, fixture: 'rentcast/properties-none.json' } }],
    ['a 404 for the property', { '/v1/properties': { status: 404, fixture: 'rentcast/error-404-no-results.json' } }],
    ['a 404 for the value', { '/v1/avm/value': { status: 404, fixture: 'rentcast/error-404-no-results.json' } }],
  ])('answers ADDRESS_NOT_FOUND (404) for %s', async (_label, override) => {
    rentcast.answerWith(byPath({ ...recordedReplies, ...override }));
    await expect(provider().lookup(address)).rejects.toMatchObject({ statusCode: 404, message: ADDRESS_NOT_FOUND });
  });

  it('keeps the record without a rent estimate when RentCast has none', async () => {
    rentcast.answerWith(
      byPath({
        ...recordedReplies,
        '/v1/avm/rent/long-term': { status: 404, fixture: 'rentcast/error-404-no-results.json' },
      }),
    );
    expect(await provider().lookup(address)).toMatchObject({ estimate: 712000, rentEstimate: null });
  });

  it.each<[string, RecordedReply]>([
    ['a 429 (rate limit)', { status: 429, fixture: 'rentcast/error-429-rate-limit.json' }],
    ['a 500', { status: 500, fixture: 'rentcast/error-500-server.json' }],
    ['a 401 (bad key)', { status: 401, raw: '{"status":401,"error":"auth/api-key-invalid"}' }],
    ['malformed JSON', { status: 200, raw: '<html>upstream error</html>' }],
    ['no answer in time', 'hang'],
  ])('turns %s from the value estimate into ProviderUnavailableError', async (_label, reply) => {
    rentcast.answerWith(byPath({ ...recordedReplies, '/v1/avm/value': reply }));
    const failure = await provider()
      .lookup(address)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ statusCode: 503, message: PROVIDER_UNAVAILABLE, provider: 'rentcast' });
  });
});

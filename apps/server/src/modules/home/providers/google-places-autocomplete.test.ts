import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googlePlacesAutocomplete, PROVIDER_UNAVAILABLE, ProviderUnavailableError } from '../testing';
import { startRecordingServer, type RecordedReply, type RecordingServer } from '../../../../test/recording-server';

const recorded: RecordedReply = { status: 200, fixture: 'google-places/autocomplete-1200-oak.json' };
let google: RecordingServer;
const places = () => googlePlacesAutocomplete({ apiKey: 'test-places-key', baseUrl: google.baseUrl, timeoutMs: 300 });

beforeAll(async () => {
  google = await startRecordingServer(() => recorded);
});
afterAll(() => google.close());
beforeEach(() => {
  google.requests.length = 0;
  google.answerWith(() => recorded);
});

describe('Google Places autocomplete adapter', () => {
  it('keeps only street addresses, keyed from the structured format', async () => {
    const suggestions = await places().suggest('1200 oak', { sessionToken: '2f1c7a52-8a55-4f39-9d1e-4a6b3a0c9e11' });
    expect(suggestions).toEqual([
      { description: '1200 Oak Ridge Drive, Roseville, CA, USA', addressId: '1200-Oak-Ridge-Drive-Roseville-CA' },
      { description: '1200 Oak Avenue, Citrus Heights, CA, USA', addressId: '1200-Oak-Avenue-Citrus_Heights-CA' },
      {
        description: '1200 Oakhurst Court, El Dorado Hills, CA, USA',
        addressId: '1200-Oakhurst-Court-El_Dorado_Hills-CA',
      },
    ]);
  });

  it('posts the input, session token and US restriction with the key, and no bias without a position', async () => {
    await places().suggest('1200 oak', { sessionToken: '2f1c7a52-8a55-4f39-9d1e-4a6b3a0c9e11' });
    expect(google.requests).toHaveLength(1);
    const [request] = google.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(request!.headers['x-goog-api-key']).toBe('test-places-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.structuredFormat');
    expect(JSON.parse(request!.body)).toEqual({
      input: '1200 oak',
      sessionToken: '2f1c7a52-8a55-4f39-9d1e-4a6b3a0c9e11',
      includedRegionCodes: ['us'],
    });
  });

  it('biases towards the searcher within 50 km when the position is known', async () => {
    await places().suggest('1200 oak', { near: { latitude: 38.7521, longitude: -121.288 } });
    expect(JSON.parse(google.requests[0]!.body)).toEqual({
      input: '1200 oak',
      includedRegionCodes: ['us'],
      locationBias: { circle: { center: { latitude: 38.7521, longitude: -121.288 }, radius: 50_000 } },
    });
  });

  it('leaves out a session token Google would refuse', async () => {
    await places().suggest('1200 oak', { sessionToken: 'not a token/with spaces' });
    expect(JSON.parse(google.requests[0]!.body)).not.toHaveProperty('sessionToken');
  });

  it('answers no suggestions when Google has none (an empty reply)', async () => {
    google.answerWith(() => ({ status: 200, fixture: 'google-places/autocomplete-no-match.json' }));
    expect(await places().suggest('qqqq zzzz')).toEqual([]);
  });

  it.each<[string, RecordedReply]>([
    ['a 429 (quota)', { status: 429, fixture: 'google-places/error-429-resource-exhausted.json' }],
    ['a 500', { status: 500, fixture: 'google-places/error-500-internal.json' }],
    ['malformed JSON', { status: 200, raw: '{"suggestions": [', contentType: 'application/json' }],
    ['an unexpected shape', { status: 200, raw: '{"suggestions": "none"}', contentType: 'application/json' }],
    ['no answer in time', 'hang'],
  ])('turns %s into ProviderUnavailableError (503, friendly message)', async (_label, reply) => {
    google.answerWith(() => reply);
    const failure = await places()
      .suggest('1200 oak')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ statusCode: 503, message: PROVIDER_UNAVAILABLE, provider: 'google-places' });
  });

  it('turns a refused connection into ProviderUnavailableError', async () => {
    const closed = await startRecordingServer(() => recorded);
    await closed.close();
    const adapter = googlePlacesAutocomplete({ apiKey: 'k', baseUrl: closed.baseUrl, timeoutMs: 300 });
    await expect(adapter.suggest('1200 oak')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

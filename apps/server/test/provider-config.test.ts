import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('provider configuration', () => {
  it('uses the local providers by default', () => {
    const config = loadConfig({});
    expect(config.providers).toEqual({
      address: { kind: 'local' },
      property: { kind: 'local' },
      solar: { kind: 'local' },
    });
  });

  it('switches on Google Places and RentCast with their keys and default base URLs', () => {
    const config = loadConfig({
      ADDRESS_PROVIDER: 'google',
      GOOGLE_PLACES_API_KEY: ' places-key ',
      PROPERTY_PROVIDER: 'rentcast',
      RENTCAST_API_KEY: 'rentcast-key',
      SOLAR_PROVIDER: 'pvwatts',
      PVWATTS_API_KEY: 'pvwatts-key',
    });
    expect(config.providers).toEqual({
      address: { kind: 'google', apiKey: 'places-key', baseUrl: 'https://places.googleapis.com', timeoutMs: 5000 },
      property: { kind: 'rentcast', apiKey: 'rentcast-key', baseUrl: 'https://api.rentcast.io', timeoutMs: 5000 },
      solar: { kind: 'pvwatts', apiKey: 'pvwatts-key', baseUrl: 'https://developer.nlr.gov', timeoutMs: 5000 },
    });
  });

  it('takes other base URLs (without a trailing slash) and timeout', () => {
    const config = loadConfig({
      PROPERTY_PROVIDER: 'rentcast',
      RENTCAST_API_KEY: 'rentcast-key',
      RENTCAST_BASE_URL: 'http://127.0.0.1:9000/',
      PROVIDER_TIMEOUT_MS: '250',
    });
    expect(config.providers.property).toMatchObject({ baseUrl: 'http://127.0.0.1:9000', timeoutMs: 250 });
  });

  it.each([
    ['ADDRESS_PROVIDER=google', { ADDRESS_PROVIDER: 'google' }, /ADDRESS_PROVIDER=google needs GOOGLE_PLACES_API_KEY/],
    ['PROPERTY_PROVIDER=rentcast', { PROPERTY_PROVIDER: 'rentcast', RENTCAST_API_KEY: ' ' }, /needs RENTCAST_API_KEY/],
    ['SOLAR_PROVIDER=pvwatts', { SOLAR_PROVIDER: 'pvwatts' }, /SOLAR_PROVIDER=pvwatts needs PVWATTS_API_KEY/],
  ])('refuses to start with %s but no key', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names both missing keys at once', () => {
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'google', PROPERTY_PROVIDER: 'rentcast' })).toThrow(
      'Refusing to start: ADDRESS_PROVIDER=google needs GOOGLE_PLACES_API_KEY; PROPERTY_PROVIDER=rentcast needs RENTCAST_API_KEY',
    );
  });

  it.each([
    ['an unknown provider', { ADDRESS_PROVIDER: 'mapbox' }, /ADDRESS_PROVIDER/],
    ['an unknown solar provider', { SOLAR_PROVIDER: 'google-sunroof' }, /SOLAR_PROVIDER/],
    ['a base URL that is not http(s)', { GOOGLE_PLACES_BASE_URL: 'ftp://places.example' }, /GOOGLE_PLACES_BASE_URL/],
    ['a zero timeout', { PROVIDER_TIMEOUT_MS: '0' }, /PROVIDER_TIMEOUT_MS/],
  ])('refuses %s', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('number check configuration (reassigned numbers, line type)', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-session-secret-of-32-chars',
    LEAD_WEBHOOK_SECRET: 'a-production-webhook-secret',
    OPT_OUT_HASH_SECRET: 'a-production-opt-out-hash-secret-of-32-chars',
  };
  const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token' };

  it('answers from the sandbox table in development, and checks nothing by default in production', () => {
    expect(loadConfig({}).numberChecks).toEqual({
      rnd: { kind: 'sandbox' },
      lineType: { kind: 'sandbox' },
      sandboxFile: undefined,
    });
    expect(loadConfig(production).numberChecks).toMatchObject({ rnd: { kind: 'off' }, lineType: { kind: 'off' } });
  });

  it('switches on the RND and Twilio Lookup with their settings', () => {
    const config = loadConfig({
      RND_PROVIDER: 'rnd',
      RND_API_URL: 'https://rnd.example/api/query',
      RND_API_TOKEN: 'rnd-token',
      RND_BATCH_SIZE: '500',
      LINE_TYPE_PROVIDER: 'twilio',
      ...twilio,
    });
    expect(config.numberChecks).toMatchObject({
      rnd: {
        kind: 'rnd',
        apiUrl: 'https://rnd.example/api/query',
        token: 'rnd-token',
        batchSize: 500,
        timeoutMs: 5000,
      },
      lineType: {
        kind: 'twilio',
        accountSid: twilio.TWILIO_ACCOUNT_SID,
        authToken: 'token',
        baseUrl: 'https://lookups.twilio.com',
      },
    });
  });

  it.each([
    [
      'RND_PROVIDER=rnd without its URL and token',
      { RND_PROVIDER: 'rnd' },
      /RND_PROVIDER=rnd needs RND_API_URL; RND_PROVIDER=rnd needs RND_API_TOKEN/,
    ],
    [
      'LINE_TYPE_PROVIDER=twilio without the account',
      { LINE_TYPE_PROVIDER: 'twilio' },
      /LINE_TYPE_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/,
    ],
    [
      'the sandbox RND in production',
      { ...production, RND_PROVIDER: 'sandbox' },
      /RND_PROVIDER=sandbox answers from a local table: not in production/,
    ],
    [
      'the sandbox line types in production',
      { ...production, LINE_TYPE_PROVIDER: 'sandbox' },
      /LINE_TYPE_PROVIDER=sandbox/,
    ],
  ])('refuses to start with %s', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

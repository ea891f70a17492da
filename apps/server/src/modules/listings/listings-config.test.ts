import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('listings provider configuration', () => {
  it('uses the embedded sample listings by default', () => {
    expect(loadConfig({}).listings).toEqual({ kind: 'local' });
  });

  it('switches on the RESO Web API with a bearer token', () => {
    expect(
      loadConfig({
        LISTINGS_PROVIDER: 'reso',
        RESO_BASE_URL: 'https://api.mls.example/odata/',
        RESO_TOKEN: ' mls-token ',
      }).listings,
    ).toEqual({
      kind: 'reso',
      baseUrl: 'https://api.mls.example/odata',
      auth: { kind: 'bearer', token: 'mls-token' },
      syncMinutes: 60,
      fullSyncHours: 24,
      timeoutMs: 5000,
    });
  });

  it('switches on the RESO Web API with OAuth2 client credentials and other sync intervals', () => {
    expect(
      loadConfig({
        LISTINGS_PROVIDER: 'reso',
        RESO_BASE_URL: 'https://api.mls.example/odata',
        RESO_CLIENT_ID: 'roost',
        RESO_CLIENT_SECRET: 's3cret',
        RESO_TOKEN_URL: 'https://auth.mls.example/oauth2/token',
        RESO_SYNC_MINUTES: '15',
        RESO_FULL_SYNC_HOURS: '6',
      }).listings,
    ).toMatchObject({
      auth: {
        kind: 'clientCredentials',
        clientId: 'roost',
        clientSecret: 's3cret',
        tokenUrl: 'https://auth.mls.example/oauth2/token',
      },
      syncMinutes: 15,
      fullSyncHours: 6,
    });
  });

  it('ignores RESO settings while the local listings are chosen', () => {
    expect(loadConfig({ RESO_BASE_URL: 'https://api.mls.example', RESO_TOKEN: 't' }).listings).toEqual({
      kind: 'local',
    });
  });

  it.each([
    [{}, 'LISTINGS_PROVIDER=reso needs RESO_BASE_URL'],
    [{ RESO_BASE_URL: 'https://api.mls.example' }, 'LISTINGS_PROVIDER=reso needs RESO_TOKEN or RESO_CLIENT_ID'],
    [
      { RESO_BASE_URL: 'https://api.mls.example', RESO_CLIENT_ID: 'roost', RESO_CLIENT_SECRET: 's3cret' },
      'LISTINGS_PROVIDER=reso needs RESO_TOKEN or RESO_CLIENT_ID, RESO_CLIENT_SECRET and RESO_TOKEN_URL',
    ],
    [{ RESO_BASE_URL: 'https://api.mls.example', RESO_TOKEN: '   ' }, 'needs RESO_TOKEN or'],
  ])('refuses LISTINGS_PROVIDER=reso without what it needs (%o)', (env, message) => {
    const load = () => loadConfig({ LISTINGS_PROVIDER: 'reso', ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it.each([
    [{ LISTINGS_PROVIDER: 'mls' }, 'LISTINGS_PROVIDER'],
    [{ RESO_BASE_URL: 'ftp://api.mls.example' }, 'RESO_BASE_URL'],
    [{ RESO_SYNC_MINUTES: '0' }, 'RESO_SYNC_MINUTES'],
    [{ RESO_SYNC_MINUTES: '2000' }, 'RESO_SYNC_MINUTES'],
    [{ RESO_FULL_SYNC_HOURS: '0' }, 'RESO_FULL_SYNC_HOURS'],
    [{ RESO_FULL_SYNC_HOURS: 'daily' }, 'RESO_FULL_SYNC_HOURS'],
  ])('refuses invalid listings settings (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

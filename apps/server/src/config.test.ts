import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET, loadConfig } from './config';

const productionSecrets = {
  SESSION_SECRET: 'a-real-session-secret-of-at-least-32-chars',
  LEAD_WEBHOOK_SECRET: 'a-real-webhook-secret',
  OPT_OUT_HASH_SECRET: 'a-real-opt-out-hash-secret-of-32-chars',
};

describe('loadConfig', () => {
  it('runs in development with offline defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('development');
    expect(config.devToolsEnabled).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.leads.webhookUrls).toEqual([]);
  });

  it.each([
    ['APP_MODE=production', { APP_MODE: 'production' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ])('refuses %s with the development secrets', (_label, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET, LEAD_WEBHOOK_SECRET, OPT_OUT_HASH_SECRET/);
  });

  it('names the one secret still at its development value', () => {
    const env = {
      APP_MODE: 'production',
      SESSION_SECRET: productionSecrets.SESSION_SECRET,
      LEAD_WEBHOOK_SECRET: DEV_SECRET,
      OPT_OUT_HASH_SECRET: productionSecrets.OPT_OUT_HASH_SECRET,
    };
    expect(() => loadConfig(env)).toThrow(/development value of LEAD_WEBHOOK_SECRET$/);
  });

  it('starts in production with real secrets, dev tools off', () => {
    const config = loadConfig({ APP_MODE: 'production', ...productionSecrets });
    expect(config.mode).toBe('production');
    expect(config.isProduction).toBe(true);
    expect(config.devToolsEnabled).toBe(false);
    expect(config.secrets).toEqual({
      session: productionSecrets.SESSION_SECRET,
      leadWebhook: productionSecrets.LEAD_WEBHOOK_SECRET,
      optOutHash: productionSecrets.OPT_OUT_HASH_SECRET,
    });
  });

  it('believes no proxy header unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.1/40', '999.1.1.1', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must list IP addresses/);
    }
  });

  it('turns /metrics on with a token or an allow-list, and names a bad value of either', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: false, token: undefined, allow: [] });
    expect(loadConfig({ METRICS_TOKEN: ' scrape-token-0123456789 ' }).metrics).toMatchObject({
      enabled: true,
      token: 'scrape-token-0123456789',
    });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1' }).metrics).toEqual({
      enabled: true,
      token: undefined,
      allow: ['10.0.0.0/8', '::1'],
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the token' })).toThrow(
      /METRICS_TOKEN must be printable ASCII without spaces/,
    );
    for (const bad of ['loopback', '10.0.0.0/33', 'scraper.example', '*']) {
      expect(() => loadConfig({ METRICS_ALLOW: bad }), bad).toThrow(/METRICS_ALLOW must list IP addresses or CIDR/);
    }
  });

  it('moves the texting clock only outside production, to an instant it can read', () => {
    expect(loadConfig({}).textingClockStart).toBeUndefined();
    const demo = loadConfig({ APP_MODE: 'demo', TEXTING_CLOCK_START: '2099-03-03T05:05:00Z' });
    expect(demo.textingClockStart).toEqual(new Date('2099-03-03T05:05:00Z'));
    expect(() => loadConfig({ TEXTING_CLOCK_START: 'tonight' })).toThrow(/TEXTING_CLOCK_START/);
    expect(() =>
      loadConfig({ APP_MODE: 'production', ...productionSecrets, TEXTING_CLOCK_START: '2099-03-03T05:05:00Z' }),
    ).toThrow(/production with TEXTING_CLOCK_START/);
  });

  it('keeps the dev tools in demo mode', () => {
    const config = loadConfig({ APP_MODE: 'demo', NODE_ENV: 'production' });
    expect(config.mode).toBe('demo');
    expect(config.devToolsEnabled).toBe(true);
  });

  it('reads comma-separated webhook URLs, ignoring spaces and empty items', () => {
    const config = loadConfig({ LEAD_WEBHOOK_URLS: ' https://hooks.example/a , ,https://hooks.example/b ' });
    expect(config.leads.webhookUrls).toEqual(['https://hooks.example/a', 'https://hooks.example/b']);
  });

  it.each([
    ['a webhook list with a non-URL', { LEAD_WEBHOOK_URLS: 'https://hooks.example/a,not a url' }, /LEAD_WEBHOOK_URLS/],
    ['a malformed inbox address', { LEAD_INBOX_EMAIL: 'leads-at-example' }, /LEAD_INBOX_EMAIL/],
    ['a port out of range', { PORT: '70000' }, /PORT/],
    ['a short session secret', { SESSION_SECRET: 'too-short' }, /SESSION_SECRET/],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    ['a retry limit that is not a number', { LEAD_RETRY_LIMIT: 'many' }, /LEAD_RETRY_LIMIT/],
  ])('refuses %s with a ConfigError naming the variable', (_label, env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('treats blank optional settings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '  ', SMTP_URL: '', LEAD_INBOX_EMAIL: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.leads.inboxEmail).toBeUndefined();
  });
  it('works on 8 API requests at once on PGlite and 64 on PostgreSQL unless told, each waiting at most half a second', () => {
    expect(loadConfig({}).limits).toMatchObject({ maxActiveRequests: 8, maxRequestWaitMs: 500 });
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/roost' }).limits.maxActiveRequests).toBe(64);
    expect(loadConfig({ MAX_ACTIVE_REQUESTS: '3', MAX_REQUEST_WAIT_MS: '250' }).limits).toMatchObject({
      maxActiveRequests: 3,
      maxRequestWaitMs: 250,
    });
    expect(() => loadConfig({ MAX_ACTIVE_REQUESTS: '0' })).toThrow('MAX_ACTIVE_REQUESTS');
  });

  it('takes cards with the sandbox unless PAYMENT_PROCESSOR=stripe', () => {
    expect(loadConfig({}).payment).toEqual({ processor: 'sandbox' });
  });

  it('refuses Stripe without its three keys: its webhooks are never taken unsigned', () => {
    expect(() => loadConfig({ PAYMENT_PROCESSOR: 'stripe' })).toThrow(
      /PAYMENT_PROCESSOR=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    const stripe = { PAYMENT_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(() => loadConfig(stripe)).toThrow(/needs STRIPE_WEBHOOK_SECRET$/);
    expect(loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payment).toEqual({
      processor: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBaseUrl: 'https://api.stripe.com',
    });
  });
});

describe('text-message carrier settings', () => {
  const twilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'twilio-auth-token',
    TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
    PUBLIC_URL: 'https://roost.example',
  };

  it('texts through the offline sandbox unless SMS_PROVIDER=twilio', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'sandbox', senderRatePerSecond: undefined, senderPoolSize: 1 });
  });

  it('switches on Twilio with a Messaging Service, or with one sending number', () => {
    expect(loadConfig(twilio).sms).toEqual({
      provider: 'twilio',
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'twilio-auth-token',
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      fromNumber: undefined,
      apiBaseUrl: 'https://api.twilio.com',
      senderRatePerSecond: 1,
      senderPoolSize: 1,
    });
    const single = { ...twilio, TWILIO_MESSAGING_SERVICE_SID: '', TWILIO_FROM_NUMBER: '+19165550100' };
    expect(loadConfig(single).sms).toMatchObject({ messagingServiceSid: undefined, fromNumber: '+19165550100' });
  });

  it("paces each sending number (1 text a second with Twilio unless set) and keeps the campaigns' settings", () => {
    expect(loadConfig({ ...twilio, SMS_SENDER_RATE_PER_SECOND: '30' }).sms.senderRatePerSecond).toBe(30);
    expect(loadConfig({ SMS_SENDER_RATE_PER_SECOND: '0.5' }).sms.senderRatePerSecond).toBe(0.5);
    // A Messaging Service's numbers add their rates up; one number is a pool of one.
    expect(loadConfig({ ...twilio, SMS_SENDER_POOL_SIZE: '10' }).sms.senderPoolSize).toBe(10);
    const single = { ...twilio, TWILIO_MESSAGING_SERVICE_SID: '', TWILIO_FROM_NUMBER: '+19165550100' };
    expect(() => loadConfig({ ...single, SMS_SENDER_POOL_SIZE: '3' })).toThrow(
      'SMS_SENDER_POOL_SIZE counts the numbers of TWILIO_MESSAGING_SERVICE_SID',
    );
    expect(() => loadConfig({ SMS_SENDER_POOL_SIZE: '0' })).toThrow('SMS_SENDER_POOL_SIZE must be at least 1');
    expect(loadConfig({}).campaigns).toEqual({ nonResponsiveDays: 7, partnerShortLinkUrl: undefined });
    expect(
      loadConfig({ NON_RESPONSIVE_DAYS: '14', PARTNER_SHORT_LINK_URL: 'https://go.partner.example/' }).campaigns,
    ).toEqual({ nonResponsiveDays: 14, partnerShortLinkUrl: 'https://go.partner.example' });
    for (const rate of ['0', '-1', 'fast']) {
      expect(() => loadConfig({ SMS_SENDER_RATE_PER_SECOND: rate })).toThrow(/SMS_SENDER_RATE_PER_SECOND/);
    }
    expect(() => loadConfig({ NON_RESPONSIVE_DAYS: '0' })).toThrow(/NON_RESPONSIVE_DAYS/);
  });

  it('refuses Twilio without its settings, naming every missing one', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'Refusing to start: SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, ' +
        'TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER, PUBLIC_URL (the address Twilio calls back)',
    );
    expect(() => loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: ' ' })).toThrow(
      /needs TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER$/,
    );
  });

  it('refuses Twilio without PUBLIC_URL: its webhook signatures are made over the public address', () => {
    const { PUBLIC_URL: _unused, ...withoutPublicUrl } = twilio;
    expect(() => loadConfig(withoutPublicUrl)).toThrow(/SMS_PROVIDER=twilio needs PUBLIC_URL/);
  });

  it.each([
    ['an unknown carrier', { SMS_PROVIDER: 'plivo' }, /SMS_PROVIDER/],
    ['an account SID of the wrong shape', { ...twilio, TWILIO_ACCOUNT_SID: 'SK123' }, /TWILIO_ACCOUNT_SID: must be/],
    [
      'a service SID of the wrong shape',
      { ...twilio, TWILIO_MESSAGING_SERVICE_SID: 'PN1' },
      /TWILIO_MESSAGING_SERVICE_SID/,
    ],
    ['a from-number not in E.164', { ...twilio, TWILIO_FROM_NUMBER: '(916) 555-0100' }, /TWILIO_FROM_NUMBER/],
    [
      'an API base URL that is not http(s)',
      { ...twilio, TWILIO_API_BASE_URL: 'ftp://twilio.example' },
      /TWILIO_API_BASE_URL/,
    ],
  ])('refuses %s with a ConfigError naming the variable', (_label, env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});

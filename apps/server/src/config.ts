import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env. Everything else receives a validated Config. */

export const DEV_SECRET = 'dev-secret-change-me-dev-secret-change-me';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** An IP address, a CIDR range (address/bits) or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** An IP address or a CIDR range; proxy-addr's names are not taken here (a scraper's address is not a proxy's). */
const isAddressOrRange = (value: string) => !/^[a-z]+$/.test(value) && isProxyAddress(value);

const serviceUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** demo: production build with seeded demo data and dev tools (outbox) visible. */
  APP_MODE: z.enum(['development', 'demo', 'production']).optional(),
  HOST: z.string().default('0.0.0.0'),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: IP addresses, CIDR ranges, or the names
   * loopback, linklocal, uniquelocal, comma-separated. None by default: the client address is the
   * connection's, since anyone can send the header.
   */
  TRUST_PROXY: commaList.pipe(
    z.array(
      z.string().refine(isProxyAddress, {
        error: 'TRUST_PROXY must list IP addresses, CIDR ranges or loopback, linklocal, uniquelocal',
      }),
    ),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  WEB_DIST_DIR: optionalText,
  /** The homes dataset loaded into an empty database (gzip CSV); the shipped sample by default. */
  HOMES_DATASET_FILE: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32).default(DEV_SECRET),
  LEAD_WEBHOOK_SECRET: z.string().min(16).default(DEV_SECRET),
  /**
   * Keys the HMAC-SHA256 of an erased person's phone number, kept so their opt-out still holds: without the
   * key the hash cannot be matched against the 10^10 possible numbers.
   */
  OPT_OUT_HASH_SECRET: z.string().min(32).default(DEV_SECRET),
  LEAD_WEBHOOK_URLS: commaList.pipe(z.array(z.url({ error: 'LEAD_WEBHOOK_URLS must hold URLs' }))),
  LEAD_INBOX_EMAIL: optionalText.pipe(z.email().optional()),
  LEAD_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  LEAD_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** The automation provider's webhook for buyers' listing requests (GET with query fields, signed). */
  AUTOMATION_WEBHOOK_URL: optionalText.pipe(z.url({ error: 'AUTOMATION_WEBHOOK_URL must be a URL' }).optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Roost <no-reply@roost.local>'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(100_000),
  /**
   * API requests worked on at once (plugins/load-shedding.ts); the rest queue. Unset: 8 on PGlite, whose queries
   * share this process's one thread, and 64 on PostgreSQL.
   */
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
  /** The longest a queued request waits for its turn before it is answered 503 with Retry-After. */
  MAX_REQUEST_WAIT_MS: z.coerce.number().int().min(10).max(120_000).default(500),
  COMPANY_NAME: z.string().default('Roost Home Finance'),
  COMPANY_LEGAL_NAME: z.string().default('Roost Home Finance, Inc.'),
  COMPANY_ADDRESS: z.string().default('1000 Sunrise Avenue, Suite 200, Roseville, CA 95661'),
  COMPANY_MAILING_ADDRESS: z.string().default('P.O. Box 1000, Roseville, CA 95678'),
  COMPANY_PHONE: z.string().default('(916) 555-0100'),
  COMPANY_EMAIL: z.string().default('hello@roost.local'),
  COMPANY_PRIVACY_EMAIL: z.string().default('privacy@roost.local'),
  COMPANY_NMLS_ID: z.string().default('0000000'),
  MARKETING_SITE_URL: z.url().default('https://roost.local'),
  ADDRESS_PROVIDER: z.enum(['local', 'google']).default('local'),
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACES_BASE_URL: serviceUrl.default('https://places.googleapis.com'),
  PROPERTY_PROVIDER: z.enum(['local', 'rentcast']).default('local'),
  RENTCAST_API_KEY: optionalText,
  RENTCAST_BASE_URL: serviceUrl.default('https://api.rentcast.io'),
  SOLAR_PROVIDER: z.enum(['local', 'pvwatts']).default('local'),
  PVWATTS_API_KEY: optionalText,
  /** NREL's developer host (developer.nrel.gov was retired on 2026-05-29). */
  PVWATTS_BASE_URL: serviceUrl.default('https://developer.nlr.gov'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5_000),
  LISTINGS_PROVIDER: z.enum(['local', 'reso']).default('local'),
  /** The RESO Web API root that holds /Property, e.g. https://api.mls.example/odata. */
  RESO_BASE_URL: optionalText.pipe(serviceUrl.optional()),
  RESO_TOKEN: optionalText,
  RESO_CLIENT_ID: optionalText,
  RESO_CLIENT_SECRET: optionalText,
  RESO_TOKEN_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  RESO_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Hours between full syncs, which alone catch listings the MLS deleted outright (not just moved off Active). */
  RESO_FULL_SYNC_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * Freddie Mac's weekly rate history (PMMS_history.csv, or a FRED CSV of MORTGAGE30US[,MORTGAGE15US]),
   * read on a schedule by the worker; unset, the shipped history is the only source and nothing is fetched.
   */
  PMMS_FEED_URL: optionalText.pipe(serviceUrl.optional()),
  PMMS_FEED_REFRESH_HOURS: z.coerce.number().int().min(1).max(168).default(6),
  PMMS_FEED_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(20_000),
  /** Card payments: the offline sandbox processor (test cards only), or Stripe. */
  PAYMENT_PROCESSOR: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** The signing secret of the Stripe webhook endpoint (whsec_...); Stripe's events are refused without it. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe's API host; only tests (recorded HTTP) point it elsewhere. */
  STRIPE_API_BASE_URL: serviceUrl.default('https://api.stripe.com'),
  /** Text messages: the offline sandbox carrier (virtual phone at /dev/phone), or Twilio. */
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC and 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  /** The Messaging Service whose number pool sends (preferred), or else one sending number. */
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
    z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG and 32 hex digits)')
      .optional(),
  ),
  TWILIO_FROM_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164, like +19165550100')
      .optional(),
  ),
  /** Twilio's API host; only tests (recorded HTTP) point it elsewhere. */
  TWILIO_API_BASE_URL: serviceUrl.default('https://api.twilio.com'),
  /**
   * Texts a second the sender hands the carrier per sending number, shared by every sending process: 1 with
   * Twilio by default (a long code's rate; raise it to the number's throughput), none for the sandbox.
   */
  SMS_SENDER_RATE_PER_SECOND: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(
      z
        .number({ error: 'SMS_SENDER_RATE_PER_SECOND must be a number' })
        .positive({ error: 'SMS_SENDER_RATE_PER_SECOND must be above 0' })
        .max(10_000, { error: 'SMS_SENDER_RATE_PER_SECOND must be at most 10,000' })
        .optional(),
    ),
  /** The numbers in the Messaging Service (TWILIO_MESSAGING_SERVICE_SID): their rates add up. 1 for one number. */
  SMS_SENDER_POOL_SIZE: optionalText
    .transform((value) => (value === undefined ? 1 : Number(value)))
    .pipe(
      z
        .number({ error: 'SMS_SENDER_POOL_SIZE must be a number' })
        .int({ error: 'SMS_SENDER_POOL_SIZE must be a whole number' })
        .min(1, { error: 'SMS_SENDER_POOL_SIZE must be at least 1' })
        .max(400, { error: 'SMS_SENDER_POOL_SIZE must be at most 400 (a Messaging Service holds up to 400 numbers)' }),
    ),
  /**
   * Development, demo and tests only: the texting clock (the sender, conversations, queued replies) starts
   * at this instant (ISO) when the server starts and runs on from there, so quiet hours can be tried at
   * any hour. Refused in production.
   */
  TEXTING_CLOCK_START: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
  /**
   * Numbers checked before a campaign text (numbers/providers): the FCC Reassigned Numbers Database and the
   * line type. Unset: the sandbox table where dev tools are on, no check in production.
   */
  RND_PROVIDER: z.enum(['sandbox', 'rnd', 'off']).optional(),
  /** The RND query endpoint of your RND account's API page (no default: the RND Administrator gives it). */
  RND_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  /** The API token of the RND account (Caller or Caller Agent subscription). */
  RND_API_TOKEN: optionalText,
  /** Numbers per RND query. */
  RND_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(1_000),
  LINE_TYPE_PROVIDER: z.enum(['sandbox', 'twilio', 'off']).optional(),
  /** Twilio Lookup's host; only tests (recorded HTTP) point it elsewhere. */
  TWILIO_LOOKUP_BASE_URL: serviceUrl.default('https://lookups.twilio.com'),
  /** The sandbox's table of numbers (CSV); the shipped reference-data/sandbox-numbers.csv by default. */
  NUMBER_SANDBOX_FILE: optionalText,
  /** Days after its text with no reply or click before a campaign contact counts as NonResponsive. */
  NON_RESPONSIVE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** The partner's short-link domain (spec 4): links of the second client's campaigns go out on it. */
  PARTNER_SHORT_LINK_URL: optionalText.pipe(serviceUrl.optional()),
  /** How often the worker checks homeowners' alerts (dream rate, insurance, value, cash, equity, digests). */
  ALERT_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * GET /metrics (Prometheus) answers a scraper that sends this as `Authorization: Bearer <token>`; with neither
   * this nor METRICS_ALLOW set the route is off (404).
   */
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
      .regex(/^[\x21-\x7e]+$/, { error: 'METRICS_TOKEN must be printable ASCII without spaces' })
      .optional(),
  ),
  /**
   * Scrapers whose address (as TRUST_PROXY lets Fastify read it) may read /metrics without the token: IP addresses
   * or CIDR ranges, comma-separated.
   */
  METRICS_ALLOW: commaList.pipe(
    z.array(
      z.string().refine(isAddressOrRange, {
        error: 'METRICS_ALLOW must list IP addresses or CIDR ranges, like 10.0.0.0/8,127.0.0.1',
      }),
    ),
  ),
});

export type ListingsSettings = ReturnType<typeof listingsSettings>;

/** What LISTINGS_PROVIDER=reso lacks: a base URL, and a bearer token or all three client-credential settings. */
function resoProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.LISTINGS_PROVIDER !== 'reso') return [];
  const problems: string[] = [];
  if (!e.RESO_BASE_URL) problems.push('LISTINGS_PROVIDER=reso needs RESO_BASE_URL');
  const clientCredentials = [e.RESO_CLIENT_ID, e.RESO_CLIENT_SECRET, e.RESO_TOKEN_URL];
  if (!e.RESO_TOKEN && !clientCredentials.every(Boolean)) {
    problems.push('LISTINGS_PROVIDER=reso needs RESO_TOKEN or RESO_CLIENT_ID, RESO_CLIENT_SECRET and RESO_TOKEN_URL');
  }
  return problems;
}

/** The listings provider: the embedded sample listings, or an MLS over the RESO Web API. */
function listingsSettings(e: z.infer<typeof envSchema>) {
  if (e.LISTINGS_PROVIDER !== 'reso' || !e.RESO_BASE_URL) return { kind: 'local' as const };
  const auth =
    e.RESO_TOKEN !== undefined
      ? { kind: 'bearer' as const, token: e.RESO_TOKEN }
      : {
          kind: 'clientCredentials' as const,
          clientId: e.RESO_CLIENT_ID ?? '',
          clientSecret: e.RESO_CLIENT_SECRET ?? '',
          tokenUrl: e.RESO_TOKEN_URL ?? '',
        };
  return {
    kind: 'reso' as const,
    baseUrl: e.RESO_BASE_URL,
    auth,
    syncMinutes: e.RESO_SYNC_MINUTES,
    fullSyncHours: e.RESO_FULL_SYNC_HOURS,
    timeoutMs: e.PROVIDER_TIMEOUT_MS,
  };
}

export type PaymentSettings = ReturnType<typeof paymentSettings>;

/**
 * The card processor. Stripe needs all three keys: there is no way to take its events unsigned, so a
 * missing webhook secret stops the server at start-up rather than leaving payments unconfirmed.
 */
function paymentSettings(e: z.infer<typeof envSchema>) {
  if (e.PAYMENT_PROCESSOR !== 'stripe') return { processor: 'sandbox' as const };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (key) => !e[key],
  );
  if (missing.length > 0)
    throw new ConfigError(`Refusing to start: PAYMENT_PROCESSOR=stripe needs ${missing.join(', ')}`);
  return {
    processor: 'stripe' as const,
    secretKey: e.STRIPE_SECRET_KEY ?? '',
    publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
    apiBaseUrl: e.STRIPE_API_BASE_URL,
  };
}

export type SmsSettings = ReturnType<typeof smsSettings>;

/**
 * The text-message carrier. Twilio needs its account, its token (which also checks the signatures of its
 * webhooks), a Messaging Service or a from-number, and PUBLIC_URL: the status callbacks and the signatures
 * are made over the public address Twilio calls, never the Host a proxy forwards.
 */
function smsSettings(e: z.infer<typeof envSchema>) {
  if (e.SMS_PROVIDER !== 'twilio') {
    return {
      provider: 'sandbox' as const,
      senderRatePerSecond: e.SMS_SENDER_RATE_PER_SECOND,
      senderPoolSize: e.SMS_SENDER_POOL_SIZE,
    };
  }
  const missing = [
    e.TWILIO_ACCOUNT_SID ? '' : 'TWILIO_ACCOUNT_SID',
    e.TWILIO_AUTH_TOKEN ? '' : 'TWILIO_AUTH_TOKEN',
    e.TWILIO_MESSAGING_SERVICE_SID || e.TWILIO_FROM_NUMBER ? '' : 'TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER',
    e.PUBLIC_URL ? '' : 'PUBLIC_URL (the address Twilio calls back)',
  ].filter((name) => name !== '');
  if (missing.length > 0) throw new ConfigError(`Refusing to start: SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  if (e.SMS_SENDER_POOL_SIZE > 1 && !e.TWILIO_MESSAGING_SERVICE_SID) {
    throw new ConfigError('Refusing to start: SMS_SENDER_POOL_SIZE counts the numbers of TWILIO_MESSAGING_SERVICE_SID');
  }
  return {
    provider: 'twilio' as const,
    accountSid: e.TWILIO_ACCOUNT_SID ?? '',
    authToken: e.TWILIO_AUTH_TOKEN ?? '',
    messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
    fromNumber: e.TWILIO_FROM_NUMBER,
    apiBaseUrl: e.TWILIO_API_BASE_URL,
    senderRatePerSecond: e.SMS_SENDER_RATE_PER_SECOND ?? 1,
    senderPoolSize: e.SMS_SENDER_POOL_SIZE,
  };
}

export type NumberCheckSettings = ReturnType<typeof numberCheckSettings>;

/**
 * The checks of a number before a campaign text: reassigned since consent (the RND) and line type (Twilio
 * Lookup). The sandbox answers from a local table and pretends, so production refuses it; unset there, a check
 * is off (and says so in docs/providers.md).
 */
function numberCheckSettings(e: z.infer<typeof envSchema>, production: boolean, baseDir: string) {
  const rnd = e.RND_PROVIDER ?? (production ? 'off' : 'sandbox');
  const lineType = e.LINE_TYPE_PROVIDER ?? (production ? 'off' : 'sandbox');
  const problems = [
    production && rnd === 'sandbox' ? 'RND_PROVIDER=sandbox answers from a local table: not in production' : '',
    production && lineType === 'sandbox'
      ? 'LINE_TYPE_PROVIDER=sandbox answers from a local table: not in production'
      : '',
    rnd === 'rnd' && !e.RND_API_URL ? 'RND_PROVIDER=rnd needs RND_API_URL' : '',
    rnd === 'rnd' && !e.RND_API_TOKEN ? 'RND_PROVIDER=rnd needs RND_API_TOKEN' : '',
    lineType === 'twilio' && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN)
      ? 'LINE_TYPE_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN'
      : '',
  ].filter((problem) => problem !== '');
  if (problems.length > 0) throw new ConfigError(`Refusing to start: ${problems.join('; ')}`);
  const timeoutMs = e.PROVIDER_TIMEOUT_MS;
  return {
    rnd:
      rnd === 'rnd'
        ? {
            kind: 'rnd' as const,
            apiUrl: e.RND_API_URL ?? '',
            token: e.RND_API_TOKEN ?? '',
            batchSize: e.RND_BATCH_SIZE,
            timeoutMs,
          }
        : { kind: rnd },
    lineType:
      lineType === 'twilio'
        ? {
            kind: 'twilio' as const,
            accountSid: e.TWILIO_ACCOUNT_SID ?? '',
            authToken: e.TWILIO_AUTH_TOKEN ?? '',
            baseUrl: e.TWILIO_LOOKUP_BASE_URL,
            timeoutMs,
          }
        : { kind: lineType },
    /** Undefined: the shipped sandbox table. */
    sandboxFile: e.NUMBER_SANDBOX_FILE ? path.resolve(baseDir, e.NUMBER_SANDBOX_FILE) : undefined,
  };
}

export type ProviderSettings = ReturnType<typeof providerSettings>;

/** The address, property and solar providers; a real one without its key stops the server at start-up. */
function providerSettings(e: z.infer<typeof envSchema>) {
  const missing = [
    e.ADDRESS_PROVIDER === 'google' && !e.GOOGLE_PLACES_API_KEY
      ? 'ADDRESS_PROVIDER=google needs GOOGLE_PLACES_API_KEY'
      : '',
    e.PROPERTY_PROVIDER === 'rentcast' && !e.RENTCAST_API_KEY
      ? 'PROPERTY_PROVIDER=rentcast needs RENTCAST_API_KEY'
      : '',
    e.SOLAR_PROVIDER === 'pvwatts' && !e.PVWATTS_API_KEY ? 'SOLAR_PROVIDER=pvwatts needs PVWATTS_API_KEY' : '',
    ...resoProblems(e),
  ].filter((problem) => problem !== '');
  if (missing.length > 0) throw new ConfigError(`Refusing to start: ${missing.join('; ')}`);
  const timeoutMs = e.PROVIDER_TIMEOUT_MS;
  return {
    address:
      e.ADDRESS_PROVIDER === 'google' && e.GOOGLE_PLACES_API_KEY
        ? { kind: 'google' as const, apiKey: e.GOOGLE_PLACES_API_KEY, baseUrl: e.GOOGLE_PLACES_BASE_URL, timeoutMs }
        : { kind: 'local' as const },
    property:
      e.PROPERTY_PROVIDER === 'rentcast' && e.RENTCAST_API_KEY
        ? { kind: 'rentcast' as const, apiKey: e.RENTCAST_API_KEY, baseUrl: e.RENTCAST_BASE_URL, timeoutMs }
        : { kind: 'local' as const },
    solar:
      e.SOLAR_PROVIDER === 'pvwatts' && e.PVWATTS_API_KEY
        ? { kind: 'pvwatts' as const, apiKey: e.PVWATTS_API_KEY, baseUrl: e.PVWATTS_BASE_URL, timeoutMs }
        : { kind: 'local' as const },
  };
}

export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const mode = e.APP_MODE ?? (e.NODE_ENV === 'production' ? 'production' : 'development');
  if (mode === 'production') {
    const devSecrets = (['SESSION_SECRET', 'LEAD_WEBHOOK_SECRET', 'OPT_OUT_HASH_SECRET'] as const).filter(
      (key) => e[key] === DEV_SECRET,
    );
    if (devSecrets.length > 0) {
      throw new ConfigError(`Refusing to start in production with the development value of ${devSecrets.join(', ')}`);
    }
  }
  if (mode === 'production' && e.TEXTING_CLOCK_START) {
    throw new ConfigError('Refusing to start in production with TEXTING_CLOCK_START set');
  }
  const providers = providerSettings(e);
  const port = e.PORT;
  // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was run from.
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    mode,
    isProduction: e.NODE_ENV === 'production' || mode !== 'development',
    /** The dev outbox and other dev tools are only served in development and demo mode. */
    devToolsEnabled: mode !== 'production',
    host: e.HOST,
    /** Fastify's trustProxy: the listed proxies, or false (no proxy header is believed). */
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : (false as const),
    port,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(baseDir, e.WEB_DIST_DIR) : undefined,
    homesDatasetFile: e.HOMES_DATASET_FILE ? path.resolve(baseDir, e.HOMES_DATASET_FILE) : undefined,
    logLevel: e.LOG_LEVEL,
    secrets: { session: e.SESSION_SECRET, leadWebhook: e.LEAD_WEBHOOK_SECRET, optOutHash: e.OPT_OUT_HASH_SECRET },
    leads: {
      webhookUrls: e.LEAD_WEBHOOK_URLS,
      inboxEmail: e.LEAD_INBOX_EMAIL,
      retryLimit: e.LEAD_RETRY_LIMIT,
      retryDelaySeconds: e.LEAD_RETRY_DELAY_SECONDS,
    },
    automationWebhookUrl: e.AUTOMATION_WEBHOOK_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    providers,
    listings: listingsSettings(e),
    /** The PMMS feed read by the worker; undefined when none is configured (the shipped history only). */
    pmmsFeed: e.PMMS_FEED_URL
      ? { url: e.PMMS_FEED_URL, refreshHours: e.PMMS_FEED_REFRESH_HOURS, timeoutMs: e.PMMS_FEED_TIMEOUT_MS }
      : undefined,
    payment: paymentSettings(e),
    sms: smsSettings(e),
    numberChecks: numberCheckSettings(e, mode === 'production', baseDir),
    /** Where the texting clock starts (TEXTING_CLOCK_START); undefined: the real clock. */
    textingClockStart: e.TEXTING_CLOCK_START ? new Date(e.TEXTING_CLOCK_START) : undefined,
    campaigns: { nonResponsiveDays: e.NON_RESPONSIVE_DAYS, partnerShortLinkUrl: e.PARTNER_SHORT_LINK_URL },
    alerts: { checkSeconds: e.ALERT_CHECK_SECONDS },
    /** GET /metrics: on when a token or an allow-list is set (plugins/metrics-route.ts). */
    metrics: {
      enabled: e.METRICS_TOKEN !== undefined || e.METRICS_ALLOW.length > 0,
      token: e.METRICS_TOKEN,
      allow: e.METRICS_ALLOW,
    },
    limits: {
      ratePerMinute: e.RATE_LIMIT_PER_MINUTE,
      leadsPerMinute: e.LEAD_RATE_LIMIT_PER_MINUTE,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      maxActiveRequests: e.MAX_ACTIVE_REQUESTS ?? (e.DATABASE_URL ? 64 : 8),
      maxRequestWaitMs: e.MAX_REQUEST_WAIT_MS,
      /** Sign-in, code and recovery attempts per 15 minutes (codes get half): per address, and per address-and-e-mail pair. */
      authPerAddress: e.AUTH_RATE_LIMIT_PER_ADDRESS,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    company: {
      name: e.COMPANY_NAME,
      legalName: e.COMPANY_LEGAL_NAME,
      address: e.COMPANY_ADDRESS,
      mailingAddress: e.COMPANY_MAILING_ADDRESS,
      phone: e.COMPANY_PHONE,
      email: e.COMPANY_EMAIL,
      privacyEmail: e.COMPANY_PRIVACY_EMAIL,
      nmlsId: e.COMPANY_NMLS_ID,
      marketingSiteUrl: e.MARKETING_SITE_URL,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

// What is measured: the load settings, the scenarios, and running one scenario in the load worker
// (load.ts, a separate process so autocannon does not share an event loop with the orchestration).
import { spawn } from 'node:child_process';
import type { Result } from 'autocannon';
import {
  AUTOCOMPLETE_PATH,
  autocompletePaths,
  checkAutocomplete,
  checkProperty,
  PROPERTY_PATH,
  propertyPaths,
  SAMPLE_HOMES,
} from './addresses';
import {
  CACHED_PAYMENT,
  checkHomes,
  coldOptionsPaths,
  HOMES_PATH,
  homesPaths,
  OPTIONS_PATH,
  warmOptions,
} from './purchase';
import { checkDemoSignIns, checkSession, DEMO_EMAILS, signInBody, signInForToken, signInHeaders } from './auth';
import { benchDir, loadScript } from './paths';
import { startCeilingServer } from './server-process';
import { stopProcess, type StopResult, track } from './shutdown';
import { type LoadSpec, UNIQUE_TOKEN } from './spec';

/** Overridable for quick trials; the defaults are the reference settings. */
function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}

export const settings = {
  /** Connections of every scenario but autocomplete and its hello-world ceiling. */
  connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  durationSeconds: numberFromEnv('BENCH_DURATION_SECONDS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  pipelining: 1,
};

/** The bench's aim; it only reports whether a run met it, it fails nothing on it. */
export const AIM = { driver: 'postgres', scenario: 'autocomplete', connections: 50, p99BelowMs: 50 } as const;
export const AIM_STATEMENT = `autocomplete p99 < ${AIM.p99BelowMs} ms at ${AIM.connections} connections on PostgreSQL`;

/** A server the bench starts for one scenario instead of loading the API server. */
export interface OwnServer {
  baseUrl: string;
  startupMs: number;
  stop: () => Promise<StopResult>;
}

export interface Scenario {
  name: string;
  description: string;
  method: LoadSpec['method'];
  /** The path requested, or what the rotating paths look like. */
  path: string;
  connections: number;
  headers?: Record<string, string>;
  bodyTemplate?: string;
  /** Bodies sent in turn, one per request (LoadSpec.bodies). */
  bodies?: string[];
  /** Paths requested in turn, one per request (LoadSpec.paths); built when the scenario runs. */
  paths?: () => string[];
  /** Bodies with their own headers sent in turn (LoadSpec.variants). */
  variants?: LoadSpec['variants'];
  /**
   * Runs once before the load, against the running server (not measured): checks, and headers
   * that depend on the server (its origin, a token from signing in), added to `headers`.
   */
  prepare?: (baseUrl: string) => Promise<{ headers?: Record<string, string> }>;
  /** Loads a server started for this scenario (and stopped after it), not the API server. */
  ownServer?: () => Promise<OwnServer>;
}

/** How many purchase options the homes scenario pages through (set by its prepare). */
let homesOptionCount = 1;

/** The account whose bearer token the session scenario carries. */
const SESSION_EMAIL = DEMO_EMAILS[0] ?? '';

export const scenarios: Scenario[] = [
  {
    name: 'health',
    description: 'GET /api/health (driver and migration state)',
    method: 'GET',
    path: '/api/health',
    connections: settings.connections,
  },
  {
    name: 'lead',
    description: 'POST /api/site/lead, contact lead, a different body on every request',
    method: 'POST',
    path: '/api/site/lead',
    connections: settings.connections,
    headers: { 'content-type': 'application/json' },
    bodyTemplate: JSON.stringify({
      type: 'contact',
      name: 'Bench Mark',
      email: `bench-${UNIQUE_TOKEN}@example.com`,
      message: `Benchmark request ${UNIQUE_TOKEN}: please call me back about refinancing.`,
    }),
  },
  {
    name: 'sign-in',
    description: `POST /api/auth/sign-in, the ${DEMO_EMAILS.length} demo accounts in turn, same-origin (scrypt: slow by design)`,
    method: 'POST',
    path: '/api/auth/sign-in',
    connections: settings.connections,
    bodies: DEMO_EMAILS.map(signInBody),
    prepare: async (baseUrl) => {
      await checkDemoSignIns(baseUrl);
      return { headers: signInHeaders(baseUrl) };
    },
  },
  {
    name: 'session',
    description: `GET /api/auth/session with the bearer token of ${SESSION_EMAIL}, signed in once beforehand`,
    method: 'GET',
    path: '/api/auth/session',
    connections: settings.connections,
    prepare: async (baseUrl) => {
      const token = await signInForToken(baseUrl, SESSION_EMAIL);
      await checkSession(baseUrl, token, SESSION_EMAIL);
      return { headers: { authorization: `Bearer ${token}` } };
    },
  },
  {
    name: 'autocomplete',
    description: `GET address autocomplete, typing-like prefixes (3 characters to the whole) of ${SAMPLE_HOMES} dataset addresses in turn: street only, street then city, or street with the home's lat/long`,
    method: 'GET',
    path: `${AUTOCOMPLETE_PATH}?term=<prefix>[&lat=<lat>&long=<long>]`,
    connections: AIM.connections,
    paths: autocompletePaths,
    prepare: async (baseUrl) => {
      await checkAutocomplete(baseUrl);
      return {};
    },
  },
  {
    name: 'property',
    description: `GET property calculate (valuation, loan balance; saves the address record) of ${SAMPLE_HOMES} dataset addresses in turn`,
    method: 'GET',
    path: `${PROPERTY_PATH}?address=<street>&city=<city>&state=CA`,
    connections: settings.connections,
    paths: propertyPaths,
    prepare: async (baseUrl) => {
      await checkProperty(baseUrl);
      return {};
    },
  },
  {
    name: 'options-cold',
    description: `GET purchase options for a payment not asked today ($600 and up, each once): computed, counted against the listings and stored`,
    method: 'GET',
    path: `${OPTIONS_PATH}?payment=<600..>`,
    connections: settings.connections,
    paths: coldOptionsPaths,
  },
  {
    name: 'options-cached',
    description: `GET purchase options for $${CACHED_PAYMENT}, asked once beforehand: the day's cached answer`,
    method: 'GET',
    path: `${OPTIONS_PATH}?payment=${CACHED_PAYMENT}`,
    connections: settings.connections,
    prepare: async (baseUrl) => {
      await warmOptions(baseUrl);
      return {};
    },
  },
  {
    name: 'homes',
    description: `GET homes for $${CACHED_PAYMENT} in Placer: every option, pages 1-3, every sort order, in turn`,
    method: 'GET',
    path: `${HOMES_PATH}?payment=${CACHED_PAYMENT}&option=<n>&county=Placer&sort=<sort>&page=<1-3>`,
    connections: settings.connections,
    // prepare runs before paths are built: it learns how many options the payment has.
    paths: () => homesPaths(homesOptionCount),
    prepare: async (baseUrl) => {
      homesOptionCount = await warmOptions(baseUrl);
      await checkHomes(baseUrl);
      return {};
    },
  },
  {
    name: 'hello-world ceiling',
    description:
      "GET / on a minimal node:http server started by the bench (static 200 JSON, no Fastify, no database): this machine's ceiling, loaded like autocomplete",
    method: 'GET',
    path: '/',
    connections: AIM.connections,
    ownServer: async () => {
      const ceiling = await startCeilingServer();
      return { baseUrl: ceiling.baseUrl, startupMs: ceiling.startupMs, stop: () => stopProcess(ceiling.child) };
    },
  },
];

/** What a rotating scenario requested: how many different paths, and the first few. */
export interface Rotation {
  paths: number;
  first: string[];
}

/** Runs one scenario against the server at baseUrl; resolves with the worker's autocannon result. */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
): Promise<{ result: Result; rotation?: Rotation }> {
  const prepared = scenario.prepare ? await scenario.prepare(baseUrl) : {};
  const paths = scenario.paths?.();
  const spec: LoadSpec = {
    url: baseUrl,
    method: scenario.method,
    path: paths?.[0] ?? scenario.path,
    headers: { ...scenario.headers, ...prepared.headers },
    bodyTemplate: scenario.bodyTemplate,
    bodies: scenario.bodies,
    variants: scenario.variants,
    paths,
    connections: scenario.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
  };
  const result = await new Promise<Result>((resolve, reject) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', loadScript], {
        cwd: benchDir,
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stdin?.on('error', () => undefined); // a worker that died early is reported by its exit
    child.stdin?.end(JSON.stringify(spec));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`load worker exited with ${code ?? signal}`));
      try {
        resolve(JSON.parse(stdout.trim()) as Result);
      } catch {
        reject(new Error(`load worker printed no JSON result: ${stdout.slice(0, 200)}`));
      }
    });
  });
  return paths ? { result, rotation: { paths: paths.length, first: paths.slice(0, 5) } } : { result };
}

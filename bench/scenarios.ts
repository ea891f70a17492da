// What is measured: the load settings, the scenarios, and running one scenario in the load worker
// (load.ts, a separate process so autocannon does not share an event loop with the orchestration).
import { spawn } from 'node:child_process';
import type { Result } from 'autocannon';
import { checkDemoSignIns, checkSession, DEMO_EMAILS, signInBody, signInForToken, signInHeaders } from './auth';
import { benchDir, loadScript } from './paths';
import { track } from './shutdown';
import { type LoadSpec, UNIQUE_TOKEN } from './spec';

/** Overridable for quick trials; the defaults are the reference settings. */
function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}

export const settings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  durationSeconds: numberFromEnv('BENCH_DURATION_SECONDS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  pipelining: 1,
};

export interface Scenario {
  name: string;
  description: string;
  method: LoadSpec['method'];
  path: string;
  headers?: Record<string, string>;
  bodyTemplate?: string;
  /** Bodies sent in turn, one per request (LoadSpec.bodies). */
  bodies?: string[];
  /**
   * Runs once before the load, against the running server (not measured): checks, and headers
   * that depend on the server (its origin, a token from signing in), added to `headers`.
   */
  prepare?: (baseUrl: string) => Promise<{ headers?: Record<string, string> }>;
}

/** The account whose bearer token the session scenario carries. */
const SESSION_EMAIL = DEMO_EMAILS[0] ?? '';

export const scenarios: Scenario[] = [
  { name: 'health', description: 'GET /api/health (driver and migration state)', method: 'GET', path: '/api/health' },
  {
    name: 'lead',
    description: 'POST /api/site/lead, contact lead, a different body on every request',
    method: 'POST',
    path: '/api/site/lead',
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
    prepare: async (baseUrl) => {
      const token = await signInForToken(baseUrl, SESSION_EMAIL);
      await checkSession(baseUrl, token, SESSION_EMAIL);
      return { headers: { authorization: `Bearer ${token}` } };
    },
  },
];

/** Runs one scenario against the server at baseUrl; resolves with the worker's autocannon result. */
export async function runScenario(baseUrl: string, scenario: Scenario): Promise<Result> {
  const prepared = scenario.prepare ? await scenario.prepare(baseUrl) : {};
  const spec: LoadSpec = {
    url: baseUrl,
    method: scenario.method,
    path: scenario.path,
    headers: { ...scenario.headers, ...prepared.headers },
    bodyTemplate: scenario.bodyTemplate,
    bodies: scenario.bodies,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
  };
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify(spec)], {
        cwd: benchDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
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
}

// What is measured: the load settings, the scenarios, and running one scenario in the load worker
// (load.ts, a separate process so autocannon does not share an event loop with the orchestration).
import { spawn } from 'node:child_process';
import type { Result } from 'autocannon';
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
}

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
];

/** Runs one scenario against the server at baseUrl; resolves with the worker's autocannon result. */
export function runScenario(baseUrl: string, scenario: Scenario): Promise<Result> {
  const spec: LoadSpec = {
    url: baseUrl,
    method: scenario.method,
    path: scenario.path,
    headers: scenario.headers,
    bodyTemplate: scenario.bodyTemplate,
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

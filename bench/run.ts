// HTTP benchmark of the production server: for PGlite (always) and PostgreSQL (when DATABASE_URL
// is set) it starts apps/server/src/main.ts as a child process on a fresh database, drives each
// scenario with autocannon from a second process (load.ts), prints a table and writes
// bench/results/<timestamp>-<driver>.json. It measures only: no thresholds. Exit code is non-zero
// only when a run could not be completed (server did not start, died, or the load worker failed).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import { type LoadSpec, UNIQUE_TOKEN } from './spec';
import pg from 'pg';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const serverEntry = path.join(repoRoot, 'apps/server/src/main.ts');
const loadScript = path.join(benchDir, 'load.ts');
const resultsDir = path.join(benchDir, 'results');

/** Overridable for quick trials; the defaults are the reference settings. */
function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}
const settings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  durationSeconds: numberFromEnv('BENCH_DURATION_SECONDS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  pipelining: 1,
};
const STARTUP_DEADLINE_MS = 60_000;
const STOP_GRACE_MS = 20_000;
const LIMIT_THAT_DOES_NOT_BITE = '10000000';

// Every variable the server's config.ts reads: cleared from the inherited environment so a
// value in the caller's shell (a DATABASE_URL, webhook URLs, SMTP...) cannot change what is measured.
const SERVER_CONFIG_VARS = [
  'NODE_ENV',
  'APP_MODE',
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'WEB_DIST_DIR',
  'LOG_LEVEL',
  'SESSION_SECRET',
  'LEAD_WEBHOOK_SECRET',
  'LEAD_WEBHOOK_URLS',
  'LEAD_INBOX_EMAIL',
  'LEAD_RETRY_LIMIT',
  'LEAD_RETRY_DELAY_SECONDS',
  'SMTP_URL',
  'MAIL_FROM',
  'RATE_LIMIT_PER_MINUTE',
  'LEAD_RATE_LIMIT_PER_MINUTE',
  'BODY_LIMIT_BYTES',
];

type Driver = 'pglite' | 'postgres';

interface Scenario {
  name: string;
  description: string;
  method: LoadSpec['method'];
  path: string;
  headers?: Record<string, string>;
  bodyTemplate?: string;
}

const scenarios: Scenario[] = [
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

interface Figures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  latencyMaxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

interface ScenarioOutcome {
  name: string;
  description: string;
  method: string;
  path: string;
  figures?: Figures;
  failure?: string;
  autocannon?: Result;
}

// ---------------------------------------------------------------------------------------------
// Child processes and cleanup (also on Ctrl-C)

const liveChildren = new Set<ChildProcess>();
/** Registered cleanups, with their promise once started (so an interrupt can wait for them). */
const cleanups = new Map<() => Promise<void>, Promise<void> | undefined>();

function track(child: ChildProcess): ChildProcess {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  return child;
}

function registerCleanup(cleanup: () => Promise<void>) {
  cleanups.set(cleanup, undefined);
}

/** Runs a registered cleanup once; whoever asks while it runs (the run or an interrupt) waits for it. */
function runCleanup(cleanup: () => Promise<void>): Promise<void> {
  if (!cleanups.has(cleanup)) return Promise.resolve();
  let running = cleanups.get(cleanup);
  if (!running) {
    running = cleanup()
      .catch((error: unknown) => {
        console.error('cleanup failed:', error instanceof Error ? error.message : error);
      })
      .finally(() => cleanups.delete(cleanup));
    cleanups.set(cleanup, running);
  }
  return running;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server and cleaning up`);
    void (async () => {
      await Promise.all([...liveChildren].map((child) => stopProcess(child)));
      for (const cleanup of [...cleanups.keys()].reverse()) await runCleanup(cleanup);
      process.exit(130);
    })();
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

interface StopResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether SIGKILL was needed after the grace period. */
  killed: boolean;
  stopMs: number;
}

/** SIGTERM by pid, then SIGKILL if it has not exited after the grace period. */
async function stopProcess(child: ChildProcess): Promise<StopResult> {
  const started = Date.now();
  const done = exited(child);
  let killed = false;
  let timer: NodeJS.Timeout | undefined;
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    const pid = child.pid;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    timer = setTimeout(() => {
      killed = true;
      signal('SIGKILL');
    }, STOP_GRACE_MS);
  }
  const { code, signal } = await done;
  clearTimeout(timer);
  return { code, signal, killed, stopMs: Date.now() - started };
}

/** Keeps the last part of a stream so a failed start can be explained. */
function tail(limit = 64 * 1024) {
  let text = '';
  return {
    push(chunk: Buffer) {
      text = (text + chunk.toString('utf8')).slice(-limit);
    },
    get text() {
      return text;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Environment of the server

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const randomSecret = () => randomBytes(36).toString('base64url'); // 48 characters

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface PreparedDatabase {
  env: Record<string, string>;
  details: Record<string, unknown>;
  cleanup: () => Promise<void>;
}

async function preparePglite(): Promise<PreparedDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roost-bench-'));
  return {
    env: { DATA_DIR: dataDir },
    details: { dataDir },
    cleanup: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

async function preparePostgres(adminUrl: string): Promise<PreparedDatabase> {
  const name = `roost_bench_${randomBytes(6).toString('hex')}`;
  const serverVersion = await withAdminClient(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
    const { rows } = await client.query('SHOW server_version');
    return String(rows[0]?.server_version ?? 'unknown');
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The server's data folder is not used with PostgreSQL, but point it at a temp dir anyway.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roost-bench-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    details: { database: name, server: redactUrl(adminUrl), serverVersion },
    cleanup: async () => {
      await fs.rm(dataDir, { recursive: true, force: true });
      await withAdminClient(adminUrl, async (client) => {
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } catch {
          await client.query(`DROP DATABASE IF EXISTS "${name}"`); // before PostgreSQL 13
        }
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Server lifecycle

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: ReturnType<typeof tail>;
  health: unknown;
  startupMs: number;
}

async function startServer(driver: Driver, databaseEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_CONFIG_VARS) delete env[name];
  Object.assign(env, {
    APP_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomSecret(),
    LEAD_WEBHOOK_SECRET: randomSecret(),
    RATE_LIMIT_PER_MINUTE: LIMIT_THAT_DOES_NOT_BITE,
    LEAD_RATE_LIMIT_PER_MINUTE: LIMIT_THAT_DOES_NOT_BITE,
    ...databaseEnv,
  });

  const started = Date.now();
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const output = tail();
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));

  const deadline = started + STARTUP_DEADLINE_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new StartError(`server exited during start-up (${child.exitCode ?? child.signalCode})`, output.text);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 200) {
        const reported = (body as { driver?: unknown } | undefined)?.driver;
        if (reported !== driver) {
          await stopProcess(child);
          throw new StartError(`server reports driver ${String(reported)}, expected ${driver}`, output.text);
        }
        return { child, baseUrl, output, health: body, startupMs: Date.now() - started };
      }
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      if (error instanceof StartError) throw error;
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(child);
  throw new StartError(`server not healthy within ${STARTUP_DEADLINE_MS / 1000} s (${lastProblem})`, output.text);
}

class StartError extends Error {
  constructor(
    message: string,
    readonly serverOutput: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------
// Load

function runLoad(spec: LoadSpec): Promise<Result> {
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

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function figuresOf(result: Result): Figures {
  return {
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    latencyAverageMs: round(result.latency.average),
    latencyMaxMs: round(result.latency.max),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function gitInfo() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemBytes: os.totalmem(),
    totalMemGiB: round(os.totalmem() / 1024 ** 3, 1),
    platform: os.platform(),
    release: os.release(),
    arch: os.arch(),
    loadAverage: os.loadavg().map((value) => round(value)),
    node: process.version,
  };
}

function printTable(rows: { driver: string; outcome: ScenarioOutcome }[]) {
  const header = [
    'driver',
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'timeouts',
    'status codes',
  ];
  const lines = rows.map(({ driver, outcome }) => {
    const f = outcome.figures;
    if (!f) return [driver, outcome.name, `FAILED: ${outcome.failure ?? 'unknown'}`];
    const codes = Object.entries(f.statusCodes)
      .map(([code, count]) => `${code}:${count}`)
      .join(' ');
    return [
      driver,
      outcome.name,
      f.requestsPerSecond.toFixed(1),
      f.latencyP50Ms.toFixed(2),
      f.latencyP99Ms.toFixed(2),
      String(f.requests),
      String(f.non2xx),
      String(f.errors),
      String(f.timeouts),
      codes,
    ];
  });
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const width = i === cells.length - 1 ? 0 : (widths[i] ?? 0);
        return numeric.has(i) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

// ---------------------------------------------------------------------------------------------

async function benchDriver(driver: Driver, startedAt: Date, fileStamp: string) {
  const adminUrl = process.env.DATABASE_URL;
  console.log(`\n== ${driver}: preparing a fresh database`);
  const prepared = driver === 'pglite' ? await preparePglite() : await preparePostgres(adminUrl ?? '');
  registerCleanup(prepared.cleanup);
  const server = await startServer(driver, prepared.env).catch(async (error: unknown) => {
    await runCleanup(prepared.cleanup);
    throw error;
  });
  const outcomes: ScenarioOutcome[] = [];
  let stopped: StopResult | undefined;
  let serverDied = false;
  try {
    console.log(`   server pid ${server.child.pid} healthy on ${server.baseUrl} after ${server.startupMs} ms`);
    for (const scenario of scenarios) {
      if (interrupted) break;
      console.log(
        `   ${scenario.name}: ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s, ${settings.connections} connections`,
      );
      const outcome: ScenarioOutcome = {
        name: scenario.name,
        description: scenario.description,
        method: scenario.method,
        path: scenario.path,
      };
      try {
        const result = await runLoad({
          url: server.baseUrl,
          method: scenario.method,
          path: scenario.path,
          headers: scenario.headers,
          bodyTemplate: scenario.bodyTemplate,
          connections: settings.connections,
          durationSeconds: settings.durationSeconds,
          warmupSeconds: settings.warmupSeconds,
        });
        outcome.figures = figuresOf(result);
        outcome.autocannon = result;
      } catch (error) {
        outcome.failure = error instanceof Error ? error.message : String(error);
      }
      outcomes.push(outcome);
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        serverDied = true;
        console.error(`   server exited during the run; its last output:\n${server.output.text}`);
        break;
      }
    }
  } finally {
    stopped = await stopProcess(server.child);
    await runCleanup(prepared.cleanup);
  }

  const report = {
    startedAt: startedAt.toISOString(),
    driver,
    machine: machineInfo(),
    git: gitInfo(),
    settings: { ...settings, tool: 'autocannon 9 (separate process)' },
    server: {
      entry: path.relative(repoRoot, serverEntry),
      env: {
        APP_MODE: 'demo',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: LIMIT_THAT_DOES_NOT_BITE,
        LEAD_RATE_LIMIT_PER_MINUTE: LIMIT_THAT_DOES_NOT_BITE,
        LEAD_WEBHOOK_URLS: '(none)',
      },
      database: prepared.details,
      startupMs: server.startupMs,
      health: server.health,
      shutdown: stopped,
    },
    scenarios: outcomes,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${fileStamp}-${driver}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `   server stopped in ${stopped.stopMs} ms (${stopped.signal ?? `exit ${stopped.code}`}${stopped.killed ? ', killed after the grace period' : ''}); results in ${path.relative(repoRoot, file)}`,
  );
  const incomplete = serverDied || outcomes.some((outcome) => outcome.failure !== undefined);
  return { outcomes, incomplete };
}

async function main() {
  const startedAt = new Date();
  const fileStamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const machine = machineInfo();
  console.log(
    `Roost HTTP benchmark: ${drivers.join(', ')} | ${machine.cpus} x ${machine.cpuModel}, ${machine.totalMemGiB} GiB, Node ${machine.node}`,
  );
  const rows: { driver: string; outcome: ScenarioOutcome }[] = [];
  let failed = false;
  for (const driver of drivers) {
    if (interrupted) break;
    try {
      const { outcomes, incomplete } = await benchDriver(driver, startedAt, fileStamp);
      for (const outcome of outcomes) rows.push({ driver, outcome });
      failed ||= incomplete;
    } catch (error) {
      failed = true;
      console.error(`   ${driver}: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof StartError && error.serverOutput) console.error(`   server output:\n${error.serverOutput}`);
    }
  }
  if (interrupted) return;
  console.log('');
  if (rows.length > 0) printTable(rows);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
});

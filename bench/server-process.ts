// The server under test as a child process (node apps/server/dist/main.js, as `npm start` runs it) on a free
// port of 127.0.0.1, with a controlled environment; ready once GET /api/health answers 200. Also
// the hello-world ceiling server (ceiling-server.ts), a child process on a port it picks itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Driver } from './databases';
import { PRODUCTION_NODE_FLAGS } from '../apps/server/src/production-flags';
import { benchDir, ceilingScript, repoRoot, serverEntry } from './paths';
import { hasExited, stopProcess, track } from './shutdown';

/**
 * The wait for health has no deadline while the server process runs (a first start loads the whole sample
 * dataset, and a busy machine can take long): it ends when the server answers, exits, or, only against a
 * hang, after this safety cap (BENCH_STARTUP_CAP_SECONDS, 10 minutes by default).
 */
const STARTUP_HANG_CAP_MS = Number(process.env.BENCH_STARTUP_CAP_SECONDS ?? 600) * 1000;
/** How often a long wait is reported while it goes on. */
const STARTUP_REPORT_EVERY_MS = 10_000;
const LIMIT_THAT_DOES_NOT_BITE = '10000000';
/**
 * BENCH_SERVER_CPU_PROFILE=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof), to see
 * where a slow read's time goes. It slows the server: figures of such a run are not to be reported.
 */
const PROFILE_FLAGS = process.env.BENCH_SERVER_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROFILE}`]
  : [];

/** The fixed part of the server's environment (also recorded in the results). */
export const BENCH_SERVER_ENV = {
  // As production runs it (and the browser tests): React and React Router load their production builds; without it
  // the server renders its pages with React's development build, several times slower.
  NODE_ENV: 'production',
  APP_MODE: 'demo',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: LIMIT_THAT_DOES_NOT_BITE,
  LEAD_RATE_LIMIT_PER_MINUTE: LIMIT_THAT_DOES_NOT_BITE,
  AUTH_RATE_LIMIT_PER_ADDRESS: LIMIT_THAT_DOES_NOT_BITE,
  AUTH_RATE_LIMIT_PER_EMAIL: LIMIT_THAT_DOES_NOT_BITE,
};

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
  'OPT_OUT_HASH_SECRET',
  'LEAD_WEBHOOK_URLS',
  'LEAD_INBOX_EMAIL',
  'LEAD_RETRY_LIMIT',
  'LEAD_RETRY_DELAY_SECONDS',
  'SMTP_URL',
  'MAIL_FROM',
  'RATE_LIMIT_PER_MINUTE',
  'LEAD_RATE_LIMIT_PER_MINUTE',
  'AUTH_RATE_LIMIT_PER_ADDRESS',
  'AUTH_RATE_LIMIT_PER_EMAIL',
  'BODY_LIMIT_BYTES',
  'MAX_ACTIVE_REQUESTS',
  'MAX_REQUEST_WAIT_MS',
  'COMPANY_NAME',
  'COMPANY_LEGAL_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_MAILING_ADDRESS',
  'COMPANY_PHONE',
  'COMPANY_EMAIL',
  'COMPANY_PRIVACY_EMAIL',
  'COMPANY_NMLS_ID',
  'MARKETING_SITE_URL',
  'METRICS_TOKEN',
  'METRICS_ALLOW',
];

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: ReturnType<typeof tail>;
  health: unknown;
  startupMs: number;
}

/** The server could not be started; serverOutput is the end of what it printed. */
export class StartError extends Error {
  constructor(
    message: string,
    readonly serverOutput: string,
  ) {
    super(message);
  }
}

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

/** One GET /api/health: its body when it answered 200, otherwise what went wrong. */
async function probeHealth(baseUrl: string): Promise<{ ok: true; body: unknown } | { ok: false; problem: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 200) return { ok: true, body };
    return { ok: false, problem: `GET /api/health answered ${response.status}` };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** Which compiled server to run: this checkout's by default, or another checkout's (its entry, run in its root). */
export interface ServerBuild {
  entry: string;
  cwd: string;
}

/**
 * The environment a bench server process runs with: the caller's shell cleared of every setting the server reads,
 * then the bench's own, then `settings` (the database's, and any the bench sets).
 */
export function benchServerEnv(port: number, settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_CONFIG_VARS) delete env[name];
  return Object.assign(env, {
    ...BENCH_SERVER_ENV,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomSecret(),
    LEAD_WEBHOOK_SECRET: randomSecret(),
    OPT_OUT_HASH_SECRET: randomSecret(),
    ...settings,
  });
}

/**
 * Starts the server on the prepared database and waits until it is healthy on the expected driver. `args` are the
 * server's own (`--role=api`).
 */
export async function startServer(
  driver: Driver,
  databaseEnv: Record<string, string>,
  build: ServerBuild = { entry: serverEntry, cwd: repoRoot },
  args: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, databaseEnv);

  const started = Date.now();
  const child = track(
    spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, ...PROFILE_FLAGS, build.entry, ...args], {
      cwd: build.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const output = tail();
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));

  let lastProblem = 'no answer yet';
  let nextReport = started + STARTUP_REPORT_EVERY_MS;
  for (;;) {
    if (hasExited(child)) {
      throw new StartError(`server exited during start-up (${child.exitCode ?? child.signalCode})`, output.text);
    }
    const probe = await probeHealth(baseUrl);
    if (probe.ok) {
      const reported = (probe.body as { driver?: unknown } | undefined)?.driver;
      if (reported !== driver) {
        await stopProcess(child);
        throw new StartError(`server reports driver ${String(reported)}, expected ${driver}`, output.text);
      }
      return { child, baseUrl, output, health: probe.body, startupMs: Date.now() - started };
    }
    lastProblem = probe.problem;
    const waited = Date.now() - started;
    if (waited >= STARTUP_HANG_CAP_MS) {
      await stopProcess(child);
      throw new StartError(
        `server still running but not healthy after ${Math.round(waited / 1000)} s, the safety cap ` +
          `(BENCH_STARTUP_CAP_SECONDS) against a hang (${lastProblem})`,
        output.text,
      );
    }
    if (Date.now() >= nextReport) {
      console.log(
        `   waiting for the server's health (pid ${child.pid}, still running): ${Math.round(waited / 1000)} s`,
      );
      nextReport += STARTUP_REPORT_EVERY_MS;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface CeilingServer {
  child: ChildProcess;
  baseUrl: string;
  startupMs: number;
}

/**
 * Starts ceiling-server.ts (node:http, static 200 JSON) and waits until GET / answers 200; with a database URL, the
 * one-query reference (one prepared `SELECT 1` per request on that database).
 */
export async function startCeilingServer(databaseUrl?: string): Promise<CeilingServer> {
  const started = Date.now();
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', ceilingScript], {
      cwd: benchDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: databaseUrl ? { ...process.env, CEILING_DATABASE_URL: databaseUrl } : process.env,
    }),
  );
  const output = tail();
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error('the hello-world server printed no port within 30 s')), 30_000);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      settle(() => reject(new Error(`the hello-world server exited (${code ?? signal})`)));
    const settle = (settleWith: () => void) => {
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      child.off('exit', onExit);
      settleWith();
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const line = stdout.split('\n')[0];
      if (!stdout.includes('\n') || line === undefined) return;
      const parsed = (() => {
        try {
          return (JSON.parse(line) as { port?: unknown }).port;
        } catch {
          return undefined;
        }
      })();
      settle(() =>
        typeof parsed === 'number' && parsed > 0 ? resolve(parsed) : reject(new Error(`bad port line: ${line}`)),
      );
    });
    child.once('exit', onExit);
  }).catch(async (error: unknown) => {
    await stopProcess(child);
    throw new StartError(error instanceof Error ? error.message : String(error), output.text);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  await response?.arrayBuffer();
  if (response?.status !== 200) {
    await stopProcess(child);
    throw new StartError(`the hello-world server did not answer GET / with 200`, output.text);
  }
  return { child, baseUrl, startupMs: Date.now() - started };
}

// What is recorded: the figures of a scenario, the table printed at the end, the aim line, and the
// results/<timestamp>-<driver>.json file of a driver's run (with machine and git details).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import type { Driver } from './databases';
import { repoRoot, resultsDir, serverEntry } from './paths';
import { AIM, AIM_STATEMENT, type Rotation, settings } from './scenarios';
import { BENCH_SERVER_ENV, type RunningServer } from './server-process';
import type { StopResult } from './shutdown';

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

export interface ScenarioOutcome {
  name: string;
  description: string;
  method: string;
  path: string;
  connections: number;
  /** The API server, or a server the bench started for this scenario (the hello-world ceiling). */
  target: 'api server' | 'own server';
  ownServer?: { startupMs: number; shutdown?: StopResult };
  /** For scenarios whose requests rotate over paths: how many, and the first few. */
  rotation?: Rotation;
  figures?: Figures;
  failure?: string;
  autocannon?: Result;
}

export interface TableRow {
  driver: string;
  outcome: ScenarioOutcome;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function figuresOf(result: Result): Figures {
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

export function gitInfo(checkout = repoRoot) {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

export function machineInfo() {
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

/** Whether a run met the aim (AIM_STATEMENT); the bench reports it and fails nothing on it. */
export interface AimVerdict {
  statement: string;
  verdict: 'met' | 'not met' | 'not measured';
  latencyP99Ms?: number;
  /** Why it is not met or not measured, when not the p99 alone. */
  reason?: string;
}

/**
 * The aim of the driver it names (PostgreSQL), from that run's autocomplete outcome; undefined for
 * the other driver. Met when p99 is below the aim and every request answered 2xx without errors
 * or timeouts (fast failures are no success).
 */
export function judgeAim(driver: Driver, outcomes: ScenarioOutcome[]): AimVerdict | undefined {
  if (driver !== AIM.driver) return undefined;
  const statement = AIM_STATEMENT;
  const outcome = outcomes.find((candidate) => candidate.name === AIM.scenario);
  if (!outcome) return { statement, verdict: 'not measured', reason: `the ${AIM.scenario} scenario did not run` };
  const f = outcome.figures;
  if (!f)
    return { statement, verdict: 'not measured', reason: `${AIM.scenario} failed: ${outcome.failure ?? 'unknown'}` };
  if (outcome.connections !== AIM.connections) {
    return {
      statement,
      verdict: 'not measured',
      reason: `${AIM.scenario} ran with ${outcome.connections} connections`,
    };
  }
  const latencyP99Ms = f.latencyP99Ms;
  if (f.non2xx + f.errors + f.timeouts > 0) {
    const reason = `${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`;
    return { statement, verdict: 'not met', latencyP99Ms, reason };
  }
  return { statement, verdict: latencyP99Ms < AIM.p99BelowMs ? 'met' : 'not met', latencyP99Ms };
}

/** The aim when no PostgreSQL run produced a verdict. */
export function notMeasuredAim(postgresRan: boolean): AimVerdict {
  return {
    statement: AIM_STATEMENT,
    verdict: 'not measured',
    reason: postgresRan ? 'the PostgreSQL run did not complete' : 'no PostgreSQL run: set DATABASE_URL',
  };
}

export function printAim(aim: AimVerdict) {
  const details = [aim.latencyP99Ms === undefined ? undefined : `p99 ${aim.latencyP99Ms} ms`, aim.reason].filter(
    (detail) => detail !== undefined,
  );
  console.log(`\naim: ${aim.statement}: ${aim.verdict}${details.length > 0 ? ` (${details.join('; ')})` : ''}`);
}

/** Writes one driver's run to results/<startedAt as a file name>-<driver>.json; returns the file. */
export async function writeResults(run: {
  startedAt: Date;
  driver: Driver;
  /** The aim's verdict, in the run of the driver it names. */
  aim: AimVerdict | undefined;
  database: Record<string, unknown>;
  server: RunningServer;
  shutdown: StopResult;
  outcomes: ScenarioOutcome[];
  /** The server's RSS in MB: once healthy, at its peak during the scenarios, and after them. */
  rss: { beforeMb: number | undefined; peakMb: number; afterMb: number | undefined };
}): Promise<string> {
  const report = {
    startedAt: run.startedAt.toISOString(),
    driver: run.driver,
    machine: machineInfo(),
    git: gitInfo(),
    settings: {
      ...settings,
      connectionsPerScenario: Object.fromEntries(run.outcomes.map((outcome) => [outcome.name, outcome.connections])),
      tool: 'autocannon 9 (separate process)',
    },
    server: {
      entry: path.relative(repoRoot, serverEntry),
      env: { ...BENCH_SERVER_ENV, LEAD_WEBHOOK_URLS: '(none)' },
      database: run.database,
      startupMs: run.server.startupMs,
      health: run.server.health,
      shutdown: run.shutdown,
      rss: run.rss,
    },
    ...(run.aim ? { aim: run.aim } : {}),
    scenarios: run.outcomes,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const fileStamp = run.startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${fileStamp}-${run.driver}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

export function printTable(rows: TableRow[]) {
  const header = [
    'driver',
    'scenario',
    'conns',
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
    if (!f) return [driver, outcome.name, String(outcome.connections), `FAILED: ${outcome.failure ?? 'unknown'}`];
    const codes = Object.entries(f.statusCodes)
      .map(([code, count]) => `${code}:${count}`)
      .join(' ');
    return [
      driver,
      outcome.name,
      String(outcome.connections),
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
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
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

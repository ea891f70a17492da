// What is recorded: the figures of a scenario, the table printed at the end, and the
// results/<timestamp>-<driver>.json file of a driver's run (with machine and git details).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import type { Driver } from './databases';
import { repoRoot, resultsDir, serverEntry } from './paths';
import { settings } from './scenarios';
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

function gitInfo() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
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

/** Writes one driver's run to results/<startedAt as a file name>-<driver>.json; returns the file. */
export async function writeResults(run: {
  startedAt: Date;
  driver: Driver;
  database: Record<string, unknown>;
  server: RunningServer;
  shutdown: StopResult;
  outcomes: ScenarioOutcome[];
}): Promise<string> {
  const report = {
    startedAt: run.startedAt.toISOString(),
    driver: run.driver,
    machine: machineInfo(),
    git: gitInfo(),
    settings: { ...settings, tool: 'autocannon 9 (separate process)' },
    server: {
      entry: path.relative(repoRoot, serverEntry),
      env: { ...BENCH_SERVER_ENV, LEAD_WEBHOOK_URLS: '(none)' },
      database: run.database,
      startupMs: run.server.startupMs,
      health: run.server.health,
      shutdown: run.shutdown,
    },
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

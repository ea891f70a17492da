// First start: how long the production server (apps/server/dist/main.js, as `npm start` runs it) takes
// from its launch to its first 200 on GET /api/health on an empty PGlite data folder and, with DATABASE_URL, on an
// empty PostgreSQL database (migrations, seeds, the 52,000 sample homes and the sample listings loaded, the search
// and price indexes built), and the second start on the same data. Each start is checked afterwards (not timed):
// the sampled homes' addresses are predicted and their property records answer. 3 runs each (BENCH_RUNS), a fresh
// database per run; min/median/max beside the 8 s goal, written to results/<timestamp>-first-start.json.
// Needs the production build: npm run bench:first-start (from the root: builds first).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkAutocomplete, checkProperty } from './addresses';
import { prepareDatabase, type Driver } from './databases';
import { repoRoot, resultsDir, serverEntry } from './paths';
import { gitInfo, machineInfo } from './report';
import { rssMb } from './rss';
import { BENCH_SERVER_ENV, StartError, startServer } from './server-process';
import { registerCleanup, runCleanup, stopOnInterrupt, stopProcess } from './shutdown';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_SECONDS = 8;

type StartKind = 'first' | 'second';

interface StartRun {
  seconds: number;
  /**
   * The CPU time the server process (and any process it waited for) used
   * until healthy: steadier than the wall-clock time on a busy machine. PostgreSQL's own work is not in it.
   */
  cpuSeconds: number | undefined;
  /** The server's resident memory once healthy (VmRSS), in MB. */
  rssMb: number | undefined;
  /** The machine's 1-minute load average when the start began: the figures are only as quiet as the machine. */
  loadAverage: number;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/** User and system time of a process and of its children it has waited for, from /proc/<pid>/stat. */
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await fsp.readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses): state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return Number.isFinite(ticks) ? round(ticks / CLOCK_TICKS) : undefined;
  } catch {
    return undefined;
  }
}

/** One start on the prepared database, timed to its first healthy answer, checked, then stopped. */
async function timedStart(driver: Driver, env: Record<string, string>): Promise<StartRun> {
  const loadAverage = round(machineInfo().loadAverage[0] ?? 0);
  const server = await startServer(driver, env);
  try {
    const cpu = await cpuSeconds(server.child.pid);
    const rss = await rssMb(server.child.pid);
    await checkAutocomplete(server.baseUrl);
    await checkProperty(server.baseUrl);
    return { seconds: round(server.startupMs / 1000), cpuSeconds: cpu, rssMb: rss, loadAverage };
  } finally {
    await stopProcess(server.child);
  }
}

function summary(runs: StartRun[]) {
  const seconds = runs.map((run) => run.seconds);
  const cpu = runs.flatMap((run) => (run.cpuSeconds === undefined ? [] : [run.cpuSeconds]));
  const medianSeconds = median(seconds);
  return {
    runs,
    minSeconds: Math.min(...seconds),
    medianSeconds,
    maxSeconds: Math.max(...seconds),
    medianCpuSeconds: cpu.length > 0 ? median(cpu) : undefined,
    goalSeconds: GOAL_SECONDS,
    goalMet: medianSeconds <= GOAL_SECONDS,
  };
}

async function benchDriver(driver: Driver) {
  const starts: Record<StartKind, StartRun[]> = { first: [], second: [] };
  const databases: Record<string, unknown>[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const database = await prepareDatabase(driver, process.env.DATABASE_URL);
    registerCleanup(database.cleanup);
    databases.push(database.details);
    try {
      for (const kind of ['first', 'second'] as const) {
        const start = await timedStart(driver, database.env);
        starts[kind].push(start);
        console.log(
          `${driver} run ${run}: ${kind} start ${start.seconds} s (server CPU ${start.cpuSeconds ?? '?'} s, ` +
            `RSS ${start.rssMb ?? '?'} MB, load ${start.loadAverage})`,
        );
      }
    } finally {
      await runCleanup(database.cleanup);
    }
  }
  return { driver, database: databases[0], first: summary(starts.first), second: summary(starts.second) };
}

function printTable(results: Awaited<ReturnType<typeof benchDriver>>[]) {
  const header = [
    'driver',
    'start',
    'runs (s)',
    'min',
    'median',
    'max',
    `goal <= ${GOAL_SECONDS} s`,
    'server CPU (median)',
  ];
  const lines = results.flatMap((result) =>
    (['first', 'second'] as const).map((kind) => {
      const figures = result[kind];
      return [
        result.driver,
        kind,
        figures.runs.map((run) => run.seconds.toFixed(2)).join(', '),
        figures.minSeconds.toFixed(2),
        figures.medianSeconds.toFixed(2),
        figures.maxSeconds.toFixed(2),
        figures.goalMet ? 'met' : 'not met',
        figures.medianCpuSeconds === undefined ? '?' : `${figures.medianCpuSeconds.toFixed(2)} s`,
      ];
    }),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i >= 3 && i <= 5 ? cell.padStart(widths[i]!) : cell.padEnd(i < widths.length - 1 ? widths[i]! : 0),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${path.relative(repoRoot, serverEntry)} is missing: run npm run build first`);
  }
  stopOnInterrupt();
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const startedAt = new Date();
  const machine = machineInfo();
  console.log(
    `first start: ${drivers.join(' and ')}, ${RUNS} runs each; ${machine.cpus} CPUs, load average ${machine.loadAverage.join(' ')}`,
  );
  const results = [];
  for (const driver of drivers) results.push(await benchDriver(driver));
  printTable(results);
  await fsp.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}-first-start.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    machine,
    git: gitInfo(),
    server: { entry: path.relative(repoRoot, serverEntry), env: BENCH_SERVER_ENV },
    runs: RUNS,
    goalSeconds: GOAL_SECONDS,
    measured: 'from spawning the server process to its first 200 on GET /api/health',
    results,
  };
  await fsp.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  if (error instanceof StartError) console.error(`server output (end):\n${error.serverOutput}`);
  process.exit(1);
});

// Search by Payment's read endpoints alone (issue 14): the `options-cached` and `homes` scenarios of
// `npm run bench` and its hello-world ceiling, against the compiled server on a fresh database (PGlite;
// PostgreSQL too when DATABASE_URL is set), BENCH_RUNS rounds (3) of the three in turn, so the ceiling is
// measured under the same load on the machine as the API. Prints each round and the medians; writes
// results/<timestamp>-purchase-read-<driver>.json. It measures only: no thresholds.
// Usage: npm run bench:purchase-read (after `npm run build`, which the root script runs first)
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Driver, prepareDatabase } from './databases';
import { repoRoot, resultsDir, serverEntry } from './paths';
import { figuresOf, gitInfo, machineInfo } from './report';
import { runScenario, type Scenario, scenarios, settings } from './scenarios';
import { BENCH_SERVER_ENV, StartError, startCeilingServer, startServer } from './server-process';
import { hasExited, registerCleanup, runCleanup, stopOnInterrupt, stopProcess } from './shutdown';

const SCENARIOS = ['options-cached', 'homes', 'hello-world ceiling'] as const;
type ScenarioName = (typeof SCENARIOS)[number];
type Figures = ReturnType<typeof figuresOf>;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number from 1');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function scenarioNamed(name: ScenarioName): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`bench/scenarios.ts has no scenario named ${name}`);
  return scenario;
}

const summary = (f: Figures) =>
  `${f.requestsPerSecond} req/s, p50 ${f.latencyP50Ms} ms, p99 ${f.latencyP99Ms} ms (${JSON.stringify(f.statusCodes)}${f.errors + f.timeouts > 0 ? `, ${f.errors} errors, ${f.timeouts} timeouts` : ''})`;

async function benchDriver(driver: Driver, startedAt: Date) {
  console.log(`\n== ${driver}: preparing a fresh database`);
  const prepared = await prepareDatabase(driver, process.env.DATABASE_URL);
  registerCleanup(prepared.cleanup);
  const server = await startServer(driver, prepared.env).catch(async (error: unknown) => {
    await runCleanup(prepared.cleanup);
    throw error;
  });
  console.log(`   server pid ${server.child.pid} healthy on ${server.baseUrl} after ${server.startupMs} ms`);
  const runs: Record<ScenarioName, Figures>[] = [];
  let failure: string | undefined;
  try {
    const ceiling = await startCeilingServer();
    try {
      for (let run = 1; run <= RUNS && !failure; run += 1) {
        const figures: Partial<Record<ScenarioName, Figures>> = {};
        for (const name of SCENARIOS) {
          const scenario = scenarioNamed(name);
          const target = scenario.ownServer ? ceiling.baseUrl : server.baseUrl;
          figures[name] = figuresOf((await runScenario(target, scenario)).result);
          console.log(`   run ${run} ${name} (${scenario.connections} connections): ${summary(figures[name])}`);
          if (hasExited(server.child)) {
            failure = `the server exited during run ${run}; its last output:\n${server.output.text}`;
            break;
          }
        }
        if (!failure) runs.push(figures as Record<ScenarioName, Figures>);
      }
    } finally {
      await stopProcess(ceiling.child);
    }
  } finally {
    await stopProcess(server.child);
    await runCleanup(prepared.cleanup);
  }
  if (failure) throw new Error(failure);

  const medians = Object.fromEntries(
    SCENARIOS.map((name) => [
      name,
      {
        requestsPerSecond: median(runs.map((run) => run[name].requestsPerSecond)),
        latencyP50Ms: median(runs.map((run) => run[name].latencyP50Ms)),
        latencyP99Ms: median(runs.map((run) => run[name].latencyP99Ms)),
        failedRequests: runs.reduce((sum, run) => sum + run[name].non2xx + run[name].errors + run[name].timeouts, 0),
      },
    ]),
  ) as Record<
    ScenarioName,
    { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; failedRequests: number }
  >;
  const report = {
    bench: 'purchase-read',
    startedAt: startedAt.toISOString(),
    driver,
    machine: machineInfo(),
    git: gitInfo(),
    settings: {
      runs: RUNS,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      connections: Object.fromEntries(SCENARIOS.map((name) => [name, scenarioNamed(name).connections])),
      tool: 'autocannon 9 (separate process)',
    },
    server: {
      entry: path.relative(repoRoot, serverEntry),
      env: BENCH_SERVER_ENV,
      database: prepared.details,
      startupMs: server.startupMs,
    },
    scenarios: Object.fromEntries(
      SCENARIOS.map((name) => [name, { description: scenarioNamed(name).description, path: scenarioNamed(name).path }]),
    ),
    runs,
    median: medians,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}-purchase-read-${driver}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`   results in ${path.relative(repoRoot, file)}`);
  return medians;
}

async function main() {
  stopOnInterrupt();
  const startedAt = new Date();
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const machine = machineInfo();
  console.log(
    `Search by Payment reads: ${drivers.join(', ')} | ${RUNS} runs of ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s | ${machine.cpus} x ${machine.cpuModel}, load ${machine.loadAverage.join(' ')}`,
  );
  const lines: string[] = [];
  let failed = false;
  for (const driver of drivers) {
    try {
      const medians = await benchDriver(driver, startedAt);
      for (const name of SCENARIOS) {
        const m = medians[name];
        lines.push(
          `${driver.padEnd(8)}  ${name.padEnd(19)}  ${m.requestsPerSecond.toFixed(1).padStart(9)}  ${m.latencyP50Ms.toFixed(2).padStart(6)}  ${m.latencyP99Ms.toFixed(2).padStart(6)}  ${String(m.failedRequests).padStart(6)}`,
        );
      }
    } catch (error) {
      failed = true;
      console.error(`   ${driver}: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof StartError && error.serverOutput) console.error(`   server output:\n${error.serverOutput}`);
    }
  }
  console.log(`\nmedians of ${RUNS} runs`);
  console.log('driver    scenario                 req/s  p50 ms  p99 ms  failed');
  for (const line of lines) console.log(line);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
});

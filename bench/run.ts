// HTTP benchmark of the production server: for PGlite (always) and PostgreSQL (when DATABASE_URL
// is set) it starts the compiled server (apps/server/dist/main.js) as a child process on a fresh database, drives each
// scenario with autocannon from a second process (load.ts), prints a table and writes
// bench/results/<timestamp>-<driver>.json, and says whether the PostgreSQL run met the autocomplete
// aim. It measures only: no thresholds, the aim fails nothing. Exit code is non-zero
// only when a run could not be completed (server did not start, died, or the load worker failed).
import path from 'node:path';
import { type Driver, prepareDatabase } from './databases';
import { repoRoot } from './paths';
import {
  type AimVerdict,
  figuresOf,
  judgeAim,
  machineInfo,
  notMeasuredAim,
  printAim,
  printTable,
  type ScenarioOutcome,
  type TableRow,
  writeResults,
} from './report';
import { rssMb, sampleRss } from './rss';
import { runScenario, type Scenario, scenarios, settings } from './scenarios';
import { StartError, startServer } from './server-process';
import {
  hasExited,
  isInterrupted,
  registerCleanup,
  runCleanup,
  stopOnInterrupt,
  stopProcess,
  type StopResult,
} from './shutdown';

stopOnInterrupt();

/** The goal for the server's RSS under the whole bench (the embedded PGlite database lives in the process). */
const RSS_GOAL_MB: Record<Driver, number> = { postgres: 300, pglite: 400 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a scenario on the API server, or on the server it starts for itself (stopped afterwards). */
async function runOnTarget(apiBaseUrl: string, scenario: Scenario, outcome: ScenarioOutcome) {
  if (!scenario.ownServer) return runScenario(apiBaseUrl, scenario);
  const own = await scenario.ownServer();
  outcome.ownServer = { startupMs: own.startupMs };
  try {
    return await runScenario(own.baseUrl, scenario);
  } finally {
    outcome.ownServer.shutdown = await own.stop();
  }
}

/** One driver: fresh database, server, every scenario, stop and clean up, results file. */
async function benchDriver(driver: Driver, startedAt: Date) {
  console.log(`\n== ${driver}: preparing a fresh database`);
  const prepared = await prepareDatabase(driver, process.env.DATABASE_URL);
  registerCleanup(prepared.cleanup);
  const server = await startServer(driver, prepared.env).catch(async (error: unknown) => {
    await runCleanup(prepared.cleanup);
    throw error;
  });
  const outcomes: ScenarioOutcome[] = [];
  let stopped: StopResult;
  let serverDied = false;
  const rss = { beforeMb: await rssMb(server.child.pid), peakMb: 0, afterMb: undefined as number | undefined };
  const sampler = sampleRss(server.child.pid);
  try {
    console.log(
      `   server pid ${server.child.pid} healthy on ${server.baseUrl} after ${server.startupMs} ms, RSS ${rss.beforeMb} MB`,
    );
    for (const scenario of scenarios) {
      if (isInterrupted()) break;
      console.log(
        `   ${scenario.name}: ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s, ${scenario.connections} connections`,
      );
      const outcome: ScenarioOutcome = {
        name: scenario.name,
        description: scenario.description,
        method: scenario.method,
        path: scenario.path,
        connections: scenario.connections,
        target: scenario.ownServer ? 'own server' : 'api server',
      };
      try {
        const { result, rotation } = await runOnTarget(server.baseUrl, scenario, outcome);
        outcome.figures = figuresOf(result);
        if (rotation) outcome.rotation = rotation;
        outcome.autocannon = result;
      } catch (error) {
        outcome.failure = messageOf(error);
      }
      outcomes.push(outcome);
      if (hasExited(server.child)) {
        serverDied = true;
        console.error(`   server exited during the run; its last output:\n${server.output.text}`);
        break;
      }
    }
    rss.peakMb = await sampler.stop();
    // What the server keeps once the last scenario's garbage has been collected.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    rss.afterMb = await rssMb(server.child.pid);
    const goal = RSS_GOAL_MB[driver];
    console.log(
      `   server RSS before ${rss.beforeMb} MB, peak ${rss.peakMb} MB, after ${rss.afterMb} MB (goal <= ${goal} MB: ${rss.peakMb <= goal ? 'met' : 'MISSED'})`,
    );
  } finally {
    await sampler.stop();
    stopped = await stopProcess(server.child);
    await runCleanup(prepared.cleanup);
  }

  const aim = judgeAim(driver, outcomes);
  const file = await writeResults({
    startedAt,
    driver,
    aim,
    database: prepared.details,
    server,
    shutdown: stopped,
    outcomes,
    rss,
  });
  console.log(
    `   server stopped in ${stopped.stopMs} ms (${stopped.signal ?? `exit ${stopped.code}`}${stopped.killed ? ', killed after the grace period' : ''}); results in ${path.relative(repoRoot, file)}`,
  );
  const incomplete = serverDied || outcomes.some((outcome) => outcome.failure !== undefined);
  return { outcomes, incomplete, aim };
}

async function main() {
  const startedAt = new Date();
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const machine = machineInfo();
  console.log(
    `Roost HTTP benchmark: ${drivers.join(', ')} | ${machine.cpus} x ${machine.cpuModel}, ${machine.totalMemGiB} GiB, Node ${machine.node}`,
  );
  const rows: TableRow[] = [];
  let aim: AimVerdict | undefined;
  let failed = false;
  for (const driver of drivers) {
    if (isInterrupted()) break;
    try {
      const run = await benchDriver(driver, startedAt);
      for (const outcome of run.outcomes) rows.push({ driver, outcome });
      aim ??= run.aim;
      failed ||= run.incomplete;
    } catch (error) {
      failed = true;
      console.error(`   ${driver}: ${messageOf(error)}`);
      if (error instanceof StartError && error.serverOutput) console.error(`   server output:\n${error.serverOutput}`);
    }
  }
  if (isInterrupted()) return;
  console.log('');
  if (rows.length > 0) printTable(rows);
  printAim(aim ?? notMeasuredAim(drivers.includes('postgres')));
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
});

// The read endpoints against the framework's ceiling, on the compiled server and a fresh database (PGlite;
// PostgreSQL too when DATABASE_URL is set), with the demo loan officer's workspace seeded (workspace.ts): their
// campaigns, homeowners, conversations and leads, and links to their contacts' own pages (home-reports.ts):
// - BENCH_RUNS rounds (3) of every read at 50 connections, each round ending with the hello-world ceiling at the
//   same connections, so each read's share of the ceiling is taken under the same load on the machine;
// - a contact's own page (its HTML and its data read) also against its goal, p99 < 50 ms;
// - homes at 1, 2 and 4 connections (does throughput grow up to the core count?);
// - homes and autocomplete at 200 connections: the slowest answer, and how many were turned away (503);
// - the server's RSS before, at its peak during, and after all of it.
// Prints the medians beside the goals and writes results/<timestamp>-reads-<driver>.json. It measures only.
// Usage: npm run bench:reads (the root script builds first); DATABASE_URL=postgres://... for PostgreSQL;
// BENCH_DRIVER=postgres for that driver alone, BENCH_READS=homes,session for some reads alone.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Driver, prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';
import { figuresOf, gitInfo, machineInfo } from './report';
import { rssMb, sampleRss } from './rss';
import { runScenario, type Scenario, scenarios, settings } from './scenarios';
import { StartError, startCeilingServer, startServer } from './server-process';
import { hasExited, registerCleanup, runCleanup, stopOnInterrupt, stopProcess } from './shutdown';
import { homeReportScenarios } from './home-reports';
import { withSeedSql } from './seed-sql';
import { seedWorkspace, workspaceScenarios } from './workspace';

type Figures = ReturnType<typeof figuresOf>;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number from 1');
const CONNECTIONS = 50;
const SCALING_CONNECTIONS = [1, 2, 4];
const OVERLOAD_CONNECTIONS = 200;
const GOALS = {
  shareOfCeiling: 0.25,
  autocompleteP99Ms: 20,
  rssMb: { postgres: 300, pglite: 400 } as Record<Driver, number>,
  overloadMaxLatencyMs: 2_000,
  /** A contact's own page, its HTML and its data read: the first request of the page. */
  homeReportP99Ms: 50,
};
/** The reads of the lead's page and the loan officer's lists: their goals are checked on both drivers. */
const LEAD_READS = ['home-report-html', 'home-report', 'leads', 'opportunities'];
const SITE_READS = ['session', 'autocomplete', 'property', 'options-cached', 'homes'] as const;
const CEILING = 'hello-world ceiling';
/** On PostgreSQL: node:http answering after one prepared `SELECT 1` (ceiling-server.ts), in every round too. */
const ONE_QUERY = 'one-query reference';
/** For a quicker look: BENCH_READS=session,campaigns measures only those reads (the ceiling always runs). */
const ONLY = process.env.BENCH_READS?.split(',').map((name) => name.trim());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

function named(name: string): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`bench/scenarios.ts has no scenario named ${name}`);
  return scenario;
}

const at = (scenario: Scenario, connections: number): Scenario => ({ ...scenario, connections });

const line = (f: Figures) =>
  `${f.requestsPerSecond} req/s, p50 ${f.latencyP50Ms} ms, p99 ${f.latencyP99Ms} ms, max ${f.latencyMaxMs} ms (${JSON.stringify(f.statusCodes)}${f.errors + f.timeouts > 0 ? `, ${f.errors} errors, ${f.timeouts} timeouts` : ''})`;

async function benchDriver(driver: Driver, startedAt: Date) {
  console.log(`\n== ${driver}: preparing a fresh database`);
  const prepared = await prepareDatabase(driver, process.env.DATABASE_URL);
  registerCleanup(prepared.cleanup);
  const start = () =>
    startServer(driver, prepared.env).catch(async (error: unknown) => {
      await runCleanup(prepared.cleanup);
      throw error;
    });
  let server = await start();
  // The workspace's rows (workspace.ts), written while the server runs on PostgreSQL; PGlite's folder is the
  // server's alone, so there the server is stopped (after its migrations and demo data) and started again after.
  if (driver === 'pglite') await stopProcess(server.child);
  const seedStarted = Date.now();
  const data = await withSeedSql(driver, prepared.env, seedWorkspace).catch(async (error: unknown) => {
    await stopProcess(server.child);
    await runCleanup(prepared.cleanup);
    throw error;
  });
  console.log(`   workspace seeded in ${Date.now() - seedStarted} ms`);
  if (driver === 'pglite') server = await start();
  const pid = server.child.pid;
  console.log(`   server pid ${pid} healthy on ${server.baseUrl} after ${server.startupMs} ms`);
  let failure: string | undefined;
  const rounds: Record<string, Figures>[] = [];
  const scaling: Record<string, Figures> = {};
  const overload: Record<string, Figures> = {};
  const rss = { beforeMb: await rssMb(pid), peakMb: 0, afterMb: undefined as number | undefined };
  console.log(`   server RSS before: ${rss.beforeMb} MB`);
  try {
    const workspace = [
      ...homeReportScenarios(data.homeReportLinkIds, CONNECTIONS),
      ...workspaceScenarios(data, CONNECTIONS),
    ];
    const reads = [...SITE_READS.map((name) => at(named(name), CONNECTIONS)), ...workspace].filter(
      (scenario) => ONLY === undefined || ONLY.includes(scenario.name),
    );
    const ceiling = await startCeilingServer();
    const oneQuery = driver === 'postgres' ? await startCeilingServer(prepared.env.DATABASE_URL) : undefined;
    // Each round ends with the references, each on its own server.
    const references: [Scenario, string][] = [
      [at(named(CEILING), CONNECTIONS), ceiling.baseUrl],
      ...(oneQuery
        ? [[{ ...at(named(CEILING), CONNECTIONS), name: ONE_QUERY }, oneQuery.baseUrl] as [Scenario, string]]
        : []),
    ];
    const sampler = sampleRss(pid);
    const measure = async (label: string, scenario: Scenario, target = server.baseUrl) => {
      const figures = figuresOf((await runScenario(target, scenario)).result);
      console.log(`   ${label} ${scenario.name} (${scenario.connections} connections): ${line(figures)}`);
      if (hasExited(server.child)) throw new Error(`the server exited; its last output:\n${server.output.text}`);
      return figures;
    };
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        const figures: Record<string, Figures> = {};
        for (const scenario of reads) figures[scenario.name] = await measure(`run ${run}`, scenario);
        for (const [scenario, target] of references)
          figures[scenario.name] = await measure(`run ${run}`, scenario, target);
        rounds.push(figures);
      }
      for (const connections of SCALING_CONNECTIONS)
        scaling[connections] = await measure('scaling', at(named('homes'), connections));
      for (const name of ['homes', 'autocomplete'])
        overload[name] = await measure('overload', at(named(name), OVERLOAD_CONNECTIONS));
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      rss.peakMb = await sampler.stop();
      await stopProcess(ceiling.child);
      if (oneQuery) await stopProcess(oneQuery.child);
    }
    // After the load: what the server keeps once the garbage of the last scenario has been collected.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    rss.afterMb = await rssMb(pid);
  } finally {
    await stopProcess(server.child);
    await runCleanup(prepared.cleanup);
  }
  if (failure) throw new Error(failure);
  console.log(`   server RSS peak during the load: ${rss.peakMb} MB; 5 s after it: ${rss.afterMb} MB`);

  const names = Object.keys(rounds[0]!).filter((name) => name !== CEILING && name !== ONE_QUERY);
  const shareOf = (name: string, reference: string) =>
    round(median(rounds.map((r) => r[name]!.requestsPerSecond / r[reference]!.requestsPerSecond)), 3);
  const medians = Object.fromEntries(
    names.map((name) => [
      name,
      {
        requestsPerSecond: median(rounds.map((r) => r[name]!.requestsPerSecond)),
        shareOfCeiling: shareOf(name, CEILING),
        ...(rounds[0]![ONE_QUERY] ? { shareOfOneQuery: shareOf(name, ONE_QUERY) } : {}),
        latencyP99Ms: median(rounds.map((r) => r[name]!.latencyP99Ms)),
        failedRequests: rounds.reduce((sum, r) => sum + r[name]!.non2xx + r[name]!.errors + r[name]!.timeouts, 0),
      },
    ]),
  );
  const ceilingMedian = median(rounds.map((r) => r[CEILING]!.requestsPerSecond));
  const oneQueryMedian = rounds[0]![ONE_QUERY]
    ? {
        requestsPerSecond: median(rounds.map((r) => r[ONE_QUERY]!.requestsPerSecond)),
        shareOfCeiling: shareOf(ONE_QUERY, CEILING),
      }
    : undefined;
  const overloadSummary = Object.fromEntries(
    Object.entries(overload).map(([name, f]) => [
      name,
      {
        requestsPerSecond: f.requestsPerSecond,
        latencyP99Ms: f.latencyP99Ms,
        latencyMaxMs: f.latencyMaxMs,
        turnedAway503: f.statusCodes['503'] ?? 0,
        answered: f.requests,
        errorsOrTimeouts: f.errors + f.timeouts,
      },
    ]),
  );
  const report = {
    bench: 'reads',
    startedAt: startedAt.toISOString(),
    driver,
    machine: machineInfo(),
    git: gitInfo(),
    goals: {
      ...GOALS,
      rssMb: GOALS.rssMb[driver],
      connections: CONNECTIONS,
      overloadConnections: OVERLOAD_CONNECTIONS,
    },
    settings: {
      runs: RUNS,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      tool: 'autocannon 9 (separate process)',
    },
    server: { startupMs: server.startupMs, database: prepared.details },
    rounds,
    scaling,
    overload,
    median: { ceilingRequestsPerSecond: ceilingMedian, oneQueryReference: oneQueryMedian, reads: medians },
    overloadSummary,
    rss,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}-reads-${driver}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`   results in ${path.relative(repoRoot, file)}`);
  return { medians, ceilingMedian, oneQueryMedian, scaling, overloadSummary, rss };
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

async function main() {
  stopOnInterrupt();
  const startedAt = new Date();
  // BENCH_DRIVER=postgres (or pglite) runs one driver only.
  const drivers = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
    (driver) => !process.env.BENCH_DRIVER || driver === process.env.BENCH_DRIVER,
  );
  const machine = machineInfo();
  console.log(
    `Read endpoints: ${drivers.join(', ')} | ${RUNS} runs of ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s | ${machine.cpus} x ${machine.cpuModel}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  let failed = false;
  for (const driver of drivers) {
    try {
      const result = await benchDriver(driver, startedAt);
      console.log(
        `\n${driver}: medians of ${RUNS} runs at ${CONNECTIONS} connections (ceiling ${result.ceilingMedian} req/s)`,
      );
      if (result.oneQueryMedian)
        console.log(
          `one-query reference (node:http + one prepared SELECT 1): ${result.oneQueryMedian.requestsPerSecond} req/s, ${(result.oneQueryMedian.shareOfCeiling * 100).toFixed(1)}% of the ceiling`,
        );
      console.log('endpoint           req/s   share   p99 ms  failed');
      for (const [name, m] of Object.entries(result.medians)) {
        const ofOneQuery =
          m.shareOfOneQuery !== undefined
            ? ` (${(m.shareOfOneQuery * 100).toFixed(0)}% of the one-query reference)`
            : '';
        const checked = driver === 'postgres' || LEAD_READS.includes(name);
        const ownPage = name.startsWith('home-report')
          ? `, p99 < ${GOALS.homeReportP99Ms} ms ${verdict(m.latencyP99Ms < GOALS.homeReportP99Ms)}`
          : '';
        const goal = checked ? ` ${verdict(m.shareOfCeiling >= GOALS.shareOfCeiling)}${ownPage}${ofOneQuery}` : '';
        console.log(
          `${name.padEnd(16)} ${m.requestsPerSecond.toFixed(0).padStart(7)}  ${(m.shareOfCeiling * 100).toFixed(1).padStart(5)}%  ${m.latencyP99Ms.toFixed(1).padStart(6)}  ${String(m.failedRequests).padStart(6)}${goal}`,
        );
      }
      const autocomplete = result.medians.autocomplete;
      if (driver === 'postgres' && autocomplete)
        console.log(
          `autocomplete p99 ${autocomplete.latencyP99Ms} ms (goal < ${GOALS.autocompleteP99Ms} ms): ${verdict(autocomplete.latencyP99Ms < GOALS.autocompleteP99Ms)}`,
        );
      console.log(
        `homes by connections: ${SCALING_CONNECTIONS.map((c) => `${c}: ${result.scaling[c]?.requestsPerSecond} req/s`).join(', ')}`,
      );
      for (const [name, o] of Object.entries(result.overloadSummary))
        console.log(
          `${name} at ${OVERLOAD_CONNECTIONS} connections: slowest ${o.latencyMaxMs} ms (goal <= ${GOALS.overloadMaxLatencyMs}: ${verdict(o.latencyMaxMs <= GOALS.overloadMaxLatencyMs)}), p99 ${o.latencyP99Ms} ms, ${o.turnedAway503} of ${o.answered} turned away with 503`,
        );
      console.log(
        `server RSS: before ${result.rss.beforeMb} MB, peak ${result.rss.peakMb} MB, after ${result.rss.afterMb} MB (goal <= ${GOALS.rssMb[driver]} MB: ${verdict(result.rss.peakMb <= GOALS.rssMb[driver])})`,
      );
    } catch (error) {
      failed = true;
      console.error(`   ${driver}: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof StartError && error.serverOutput) console.error(`   server output:\n${error.serverOutput}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error('benchmark failed:', error);
  process.exitCode = 1;
});

// What the metrics cost, on PGlite (PostgreSQL too when DATABASE_URL is set):
// - the reads' throughput with /metrics on (METRICS_TOKEN set: requests counted, Node's figures collected) and off,
//   two compiled servers on fresh databases side by side, BENCH_RUNS rounds (3) of each read at 50 connections,
//   the servers' order swapped every round; the cost is the median of each round's on/off ratio (goal: under 2%);
// - the request hook's own cost in microseconds, in process (app.inject, metrics on and off in alternating batches);
// - a scrape's latency with 100 route patterns counted and 20 job types holding waiting jobs, in process through the
//   real route (app.inject, gzip accepted as Prometheus asks), medians of BENCH_RUNS runs of 20 scrapes (goal: < 50 ms).
// Writes results/<timestamp>-metrics-<driver>.json. It measures only.
// Usage: npm run bench:metrics (the root script builds first); BENCH_READS=homes,autocomplete for some reads alone,
// BENCH_METRICS_PARTS=hook,scrape to leave the reads out (reads needs the build; the other two run from source).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createRuntime, defineJob } from '../apps/server/src/runtime';
import { type Driver, prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';
import { figuresOf, gitInfo, machineInfo } from './report';
import { runScenario, type Scenario, scenarios, settings } from './scenarios';
import { StartError, startServer, type RunningServer } from './server-process';
import { hasExited, registerCleanup, runCleanup, stopOnInterrupt, stopProcess } from './shutdown';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number from 1');
const CONNECTIONS = 50;
/** For a quicker look: BENCH_METRICS_PARTS=hook,scrape leaves the reads out. */
const PARTS = (process.env.BENCH_METRICS_PARTS ?? 'reads,hook,scrape').split(',').map((part) => part.trim());
/** BENCH_METRICS_CONTROL=1: both servers without metrics (an A/A run), so the "cost" it prints is the noise. */
const CONTROL = process.env.BENCH_METRICS_CONTROL === '1';
const READS = (process.env.BENCH_READS ?? 'homes,options-cached,autocomplete').split(',').map((name) => name.trim());
const ROUTE_PATTERNS = 100;
const JOB_TYPES = 20;
const JOBS_PER_TYPE = 100;
const SCRAPES_PER_RUN = 20;
const GOALS = { throughputCostBelow: 0.02, scrapeMedianBelowMs: 50 };
const TOKEN = 'bench-metrics-token-0123456789';
const smallHomes = path.join(repoRoot, 'apps/server/test/fixtures/homes-sample.csv.gz');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function named(name: string): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`bench/scenarios.ts has no scenario named ${name}`);
  return { ...scenario, connections: CONNECTIONS };
}

type Variant = 'off' | 'on';

/** The reads on two servers, metrics off and on, round after round with the order swapped. */
async function throughput(driver: Driver) {
  const servers = {} as Record<Variant, RunningServer>;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    for (const variant of ['off', 'on'] as const) {
      const prepared = await prepareDatabase(driver, process.env.DATABASE_URL);
      registerCleanup(prepared.cleanup);
      cleanups.push(prepared.cleanup);
      const env = variant === 'on' && !CONTROL ? { ...prepared.env, METRICS_TOKEN: TOKEN } : prepared.env;
      servers[variant] = await startServer(driver, env);
      console.log(`   metrics ${variant}: server pid ${servers[variant].child.pid} on ${servers[variant].baseUrl}`);
    }
    const reads = READS.map(named);
    const rounds: Record<string, Record<Variant, ReturnType<typeof figuresOf>>>[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const order: Variant[] = run % 2 === 1 ? ['off', 'on'] : ['on', 'off'];
      const figures: Record<string, Record<Variant, ReturnType<typeof figuresOf>>> = {};
      for (const scenario of reads) {
        figures[scenario.name] = {} as Record<Variant, ReturnType<typeof figuresOf>>;
        for (const variant of order) {
          const server = servers[variant];
          const result = figuresOf((await runScenario(server.baseUrl, scenario)).result);
          if (hasExited(server.child)) throw new Error(`the server exited; its last output:\n${server.output.text}`);
          figures[scenario.name]![variant] = result;
          console.log(
            `   run ${run} ${scenario.name} metrics ${variant}: ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms (${JSON.stringify(result.statusCodes)})`,
          );
        }
      }
      rounds.push(figures);
    }
    // The figures were counted: the on server's scrape shows the reads' route patterns.
    const scrape = await fetch(`${servers.on.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const scraped = await scrape.text();
    if (CONTROL) {
      if (scrape.status !== 404) throw new Error(`a control server answered /metrics with ${scrape.status}`);
    } else if (scrape.status !== 200 || !scraped.includes('roost_http_requests_total{route="/api/home/homes"'))
      throw new Error(`the metrics-on server's scrape did not count the reads (${scrape.status})`);
    const off = await fetch(`${servers.off.baseUrl}/metrics`);
    if (off.status !== 404) throw new Error(`the metrics-off server answered /metrics with ${off.status}`);

    const medians = Object.fromEntries(
      reads.map(({ name }) => {
        const of = (variant: Variant) => median(rounds.map((r) => r[name]![variant].requestsPerSecond));
        const cost = median(rounds.map((r) => 1 - r[name]!.on.requestsPerSecond / r[name]!.off.requestsPerSecond));
        return [
          name,
          {
            offRequestsPerSecond: of('off'),
            onRequestsPerSecond: of('on'),
            cost: round(cost, 4),
            offP99Ms: median(rounds.map((r) => r[name]!.off.latencyP99Ms)),
            onP99Ms: median(rounds.map((r) => r[name]!.on.latencyP99Ms)),
          },
        ];
      }),
    );
    return { rounds, medians };
  } finally {
    for (const server of Object.values(servers)) await stopProcess(server.child);
    for (const cleanup of cleanups) await runCleanup(cleanup);
  }
}

/** A scrape with ROUTE_PATTERNS route patterns counted and JOB_TYPES job types holding waiting jobs. */
async function scrapeLatency(driver: Driver) {
  const prepared = await prepareDatabase(driver, process.env.DATABASE_URL);
  registerCleanup(prepared.cleanup);
  const config = loadConfig({
    ...prepared.env,
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const runtime = await createRuntime(config, { seed: false, homesDatasetFile: smallHomes });
  const app = await buildApp(config, runtime);
  try {
    await app.ready();
    // Every declared route once, anonymously, until ROUTE_PATTERNS patterns are counted (most answer 401 or 400).
    const patterns = new Set<string>();
    for (const route of app.declaredRoutes) {
      if (patterns.size >= ROUTE_PATTERNS) break;
      if (patterns.has(route.url)) continue;
      patterns.add(route.url);
      const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
      await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'bench-id'),
        ...(withBody ? { payload: {} } : {}),
      });
    }
    // The app's own job types, topped up to JOB_TYPES, each with JOBS_PER_TYPE waiting jobs (no worker runs).
    const { rows } = await runtime.database.sql.executeSql('select name from pgboss.queue order by name', []);
    const names = rows.map((row) => String(row.name));
    for (let n = 1; names.length < JOB_TYPES; n += 1) {
      const type = defineJob({
        name: `bench-metrics-${n}`,
        payload: z.object({ n: z.number() }),
        retry: { limit: 0, delaySeconds: 1, backoff: false },
        handle: async () => undefined,
      });
      await runtime.queue.define(type);
      names.push(type.name);
    }
    const jobs = names.flatMap((name) =>
      Array.from({ length: JOBS_PER_TYPE }, (_unused, n) => ({ name, data: { n } })),
    );
    await runtime.database.db.transaction((tx) => runtime.queue.enqueue(tx, jobs));

    const scrape = () =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' },
      });
    const first = await scrape();
    if (first.statusCode !== 200) throw new Error(`the scrape answered ${first.statusCode}`);
    const plain = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const text = plain.body;
    const routeLabels = new Set([...text.matchAll(/^roost_http_requests_total\{route="([^"]*)"/gm)].map((m) => m[1]));
    const jobTypes = new Set([...text.matchAll(/^roost_job_queue_depth\{job_type="([^"]*)"/gm)].map((m) => m[1]));
    const series = text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
    for (let warm = 0; warm < 5; warm += 1) await scrape();

    const runs: number[][] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const times: number[] = [];
      for (let n = 0; n < SCRAPES_PER_RUN; n += 1) {
        const started = performance.now();
        const response = await scrape();
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`a scrape answered ${response.statusCode}`);
      }
      runs.push(times);
      console.log(`   run ${run} scrape: median ${round(median(times), 2)} ms, max ${round(Math.max(...times), 2)} ms`);
    }
    const all = runs.flat();
    return {
      routePatterns: routeLabels.size,
      jobTypes: jobTypes.size,
      waitingJobs: jobs.length,
      series,
      bytes: Buffer.byteLength(text),
      gzipBytes: first.rawPayload.length,
      runs: runs.map((times) => ({ medianMs: round(median(times), 2), maxMs: round(Math.max(...times), 2) })),
      medianMs: round(median(runs.map((times) => median(times))), 2),
      p95Ms: round(percentile(all, 0.95), 2),
    };
  } finally {
    await app.close();
    await runtime.close();
    await runCleanup(prepared.cleanup);
  }
}

/**
 * Short batches, many of them, the variants taking turns: a loaded machine moves a single long batch by 10-20%,
 * and finely interleaved batches share whatever the machine does meanwhile.
 */
const INJECTS_PER_BATCH = 200;
const ROUNDS_PER_RUN = 51;

/**
 * The request hook's own cost, away from the load generator's noise: one runtime, two apps (metrics on and off),
 * GET /api/health/live (no database: the cheapest route, so the hook's share is the largest) through app.inject in
 * alternating batches; microseconds per request, medians of BENCH_RUNS runs.
 */
async function perRequestCost(driver: Driver) {
  const prepared = await prepareDatabase(driver, process.env.DATABASE_URL);
  registerCleanup(prepared.cleanup);
  const env = { ...prepared.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000' };
  const onConfig = loadConfig({ ...env, METRICS_TOKEN: TOKEN });
  const runtime = await createRuntime(onConfig, { seed: false, homesDatasetFile: smallHomes });
  const apps = { on: await buildApp(onConfig, runtime), off: await buildApp(loadConfig(env), runtime) };
  try {
    const batch = async (variant: Variant) => {
      const app = apps[variant];
      const started = performance.now();
      for (let n = 0; n < INJECTS_PER_BATCH; n += 1) await app.inject({ method: 'GET', url: '/api/health/live' });
      return ((performance.now() - started) * 1000) / INJECTS_PER_BATCH;
    };
    for (const variant of ['off', 'on'] as const) await batch(variant); // warm-up
    const runs: Record<Variant, number>[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const times = { off: [] as number[], on: [] as number[] };
      for (let round = 0; round < ROUNDS_PER_RUN; round += 1) {
        for (const variant of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const))
          times[variant].push(await batch(variant));
      }
      runs.push({ off: median(times.off), on: median(times.on) });
      console.log(
        `   run ${run} per request: off ${round(runs.at(-1)!.off, 2)} µs, on ${round(runs.at(-1)!.on, 2)} µs`,
      );
    }
    const off = median(runs.map((r) => r.off));
    const on = median(runs.map((r) => r.on));
    return {
      route: 'GET /api/health/live',
      offMicroseconds: round(off, 2),
      onMicroseconds: round(on, 2),
      hookMicroseconds: round(on - off, 2),
    };
  } finally {
    await apps.on.close();
    await apps.off.close();
    await runtime.close();
    await runCleanup(prepared.cleanup);
  }
}

async function benchDriver(driver: Driver, startedAt: Date) {
  console.log(`\n== ${driver}: reads with metrics off and on`);
  const reads = PARTS.includes('reads') ? await throughput(driver) : undefined;
  console.log(`\n== ${driver}: the request hook in process`);
  const hook = PARTS.includes('hook') ? await perRequestCost(driver) : undefined;
  console.log(`\n== ${driver}: scrape latency`);
  const scrape = PARTS.includes('scrape') ? await scrapeLatency(driver) : undefined;
  const report = {
    bench: 'metrics',
    startedAt: startedAt.toISOString(),
    driver,
    control: CONTROL,
    machine: machineInfo(),
    git: gitInfo(),
    goals: { ...GOALS, connections: CONNECTIONS, routePatterns: ROUTE_PATTERNS, jobTypes: JOB_TYPES },
    settings: {
      runs: RUNS,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      scrapesPerRun: SCRAPES_PER_RUN,
      tool: 'autocannon 9 (separate process); scrapes through app.inject',
    },
    reads,
    hook,
    scrape,
  };
  await fs.mkdir(resultsDir, { recursive: true });
  const kind = CONTROL ? 'metrics-control' : 'metrics';
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}-${kind}-${driver}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`   results in ${path.relative(repoRoot, file)}`);
  return { reads, hook, scrape };
}

async function main() {
  stopOnInterrupt();
  const startedAt = new Date();
  const drivers = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
    (driver) => !process.env.BENCH_DRIVER || driver === process.env.BENCH_DRIVER,
  );
  const machine = machineInfo();
  console.log(
    `Metrics cost: ${drivers.join(', ')} | ${RUNS} runs of ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s | ${machine.cpus} x ${machine.cpuModel}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  let failed = false;
  for (const driver of drivers) {
    try {
      const { reads, hook, scrape } = await benchDriver(driver, startedAt);
      if (reads) {
        const control = CONTROL ? ' (CONTROL: both servers without metrics; the cost column is the noise)' : '';
        console.log(`\n${driver}: medians of ${RUNS} runs at ${CONNECTIONS} connections${control}`);
        console.log('read               off req/s   on req/s    cost');
        for (const [name, m] of Object.entries(reads.medians))
          console.log(
            `${name.padEnd(16)} ${m.offRequestsPerSecond.toFixed(0).padStart(11)} ${m.onRequestsPerSecond.toFixed(0).padStart(10)} ${(m.cost * 100).toFixed(1).padStart(6)}%  goal < ${GOALS.throughputCostBelow * 100}%: ${verdict(m.cost < GOALS.throughputCostBelow)}`,
          );
      }
      if (hook)
        console.log(
          `request hook (${hook.route}, in process): ${hook.offMicroseconds} µs off, ${hook.onMicroseconds} µs on: ${hook.hookMicroseconds} µs a request`,
        );
      if (scrape)
        console.log(
          `scrape with ${scrape.routePatterns} route patterns, ${scrape.jobTypes} job types (${scrape.waitingJobs} waiting jobs), ${scrape.series} series, ${scrape.bytes} bytes (${scrape.gzipBytes} gzip): median ${scrape.medianMs} ms, p95 ${scrape.p95Ms} ms (goal < ${GOALS.scrapeMedianBelowMs} ms: ${verdict(scrape.medianMs < GOALS.scrapeMedianBelowMs)})`,
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

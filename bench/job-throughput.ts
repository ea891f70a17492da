// Job throughput on PostgreSQL: trivial jobs through the queue, and lead webhook deliveries
// to a local receiver that answers in 0.3 s, each beside a ceiling measured in the same run. Three
// runs each; the median is reported beside the goal. Usage: DATABASE_URL=postgres://... npm run bench:jobs
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createRuntime, defineJob, jobOf, type Runtime } from '../apps/server/src/runtime';
import { prepareDatabase } from './databases';
import { repoRoot, resultsDir } from './paths';

const GOALS = { trivialJobsPerSecond: 1000, webhookDeliveriesPerSecond: 200 };
const TRIVIAL_JOBS = 20_000;
const LEADS = 2_000;
const RECEIVER_DELAY_MS = 300;
/** Deliveries one worker process keeps in flight (lead-webhook: 4 workers x 50). */
const IN_FLIGHT = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const smallHomes = path.join(repoRoot, 'apps/server/test/fixtures/homes-sample.csv.gz');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 10) / 10;

async function withRuntime<T>(env: Record<string, string>, work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const runtime = await createRuntime(config, {
    seed: false,
    homesDatasetFile: smallHomes,
    pollingIntervalSeconds: 0.5,
  });
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

async function waitUntil(check: () => Promise<boolean>, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Trivial jobs: enqueue in transactions of 1,000, then time two workers draining the queue. */
async function trivialJobsRun(env: Record<string, string>, run: number) {
  let done = 0;
  const trivial = defineJob({
    name: `bench-trivial-${run}`,
    payload: z.object({ n: z.number() }),
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    batchSize: 250,
    handle: async () => {
      done += 1;
    },
  });
  return withRuntime(env, async (runtime) => {
    await runtime.queue.define(trivial);
    for (let start = 0; start < TRIVIAL_JOBS; start += 1000) {
      const jobs = Array.from({ length: 1000 }, (_unused, index) => jobOf(trivial, { n: start + index }));
      await runtime.database.db.transaction((tx) => runtime.queue.enqueue(tx, jobs));
    }
    const started = performance.now();
    runtime.queue.work(trivial, {});
    runtime.queue.work(trivial, {});
    await waitUntil(async () => done >= TRIVIAL_JOBS, 120_000);
    const seconds = (performance.now() - started) / 1000;
    return { jobs: done, seconds: round(seconds), perSecond: round(done / seconds) };
  });
}

/** The ceiling for jobs: single-row round trips per second on two connections of the same server. */
async function roundTripCeiling(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const started = performance.now();
  let count = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (performance.now() - started < 3000) {
        await pool.query('select 1');
        count += 1;
      }
    }),
  );
  await pool.end();
  return round(count / ((performance.now() - started) / 1000));
}

function startReceiver() {
  let received = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const server = http.createServer((request, response) => {
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        inFlight -= 1;
        received += 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, RECEIVER_DELAY_MS),
    );
  });
  return new Promise<{ url: string; received: () => number; peakInFlight: () => number; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        resolve({
          url: `http://127.0.0.1:${port}/hook`,
          received: () => received,
          peakInFlight: () => peakInFlight,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

/** Lead webhook deliveries: leads stored through the API, then timed from the workers' start to the last delivery. */
async function webhookRun(env: Record<string, string>) {
  const receiver = await startReceiver();
  try {
    return await withRuntime({ ...env, LEAD_WEBHOOK_URLS: receiver.url }, async (runtime) => {
      const unlimited = { RATE_LIMIT_PER_MINUTE: '10000000', LEAD_RATE_LIMIT_PER_MINUTE: '10000000' };
      const app = await buildApp(
        loadConfig({ ...env, ...unlimited, LEAD_WEBHOOK_URLS: receiver.url, LOG_LEVEL: 'silent' }),
        runtime,
      );
      for (let index = 0; index < LEADS; index++) {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/site/lead',
          payload: {
            type: 'contact',
            name: 'Bench Lead',
            email: `bench-${index}@example.com`,
            message: `lead ${index}`,
          },
        });
        if (reply.statusCode !== 201) throw new Error(`lead ${index} answered ${reply.statusCode}`);
      }
      const started = performance.now();
      await runtime.startWorkers();
      await waitUntil(async () => receiver.received() >= LEADS, 120_000);
      const seconds = (performance.now() - started) / 1000;
      await app.close();
      return {
        deliveries: receiver.received(),
        seconds: round(seconds),
        perSecond: round(receiver.received() / seconds),
        peakInFlight: receiver.peakInFlight(),
      };
    });
  } finally {
    await receiver.close();
  }
}

/** The ceiling for deliveries: the same receiver hit by as many concurrent plain fetches as a worker process keeps in flight, no queue. */
async function receiverCeiling() {
  const receiver = await startReceiver();
  const started = performance.now();
  let sent = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (sent < LEADS) {
        sent += 1;
        await fetch(receiver.url, { method: 'POST', body: '{}' }).then((response) => response.text());
      }
    }),
  );
  const perSecond = round(receiver.received() / ((performance.now() - started) / 1000));
  await receiver.close();
  return perSecond;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server the bench may create databases on');
  const trivial: Awaited<ReturnType<typeof trivialJobsRun>>[] = [];
  const webhooks: Awaited<ReturnType<typeof webhookRun>>[] = [];
  const ceilings = { roundTripsPerSecond: [] as number[], receiverPerSecond: [] as number[] };
  for (let run = 1; run <= RUNS; run++) {
    const database = await prepareDatabase('postgres', adminUrl);
    try {
      trivial.push(await trivialJobsRun(database.env, run));
      ceilings.roundTripsPerSecond.push(await roundTripCeiling(database.env.DATABASE_URL!));
      webhooks.push(await webhookRun(database.env));
      ceilings.receiverPerSecond.push(await receiverCeiling());
    } finally {
      await database.cleanup();
    }
    console.log(`run ${run}: trivial ${JSON.stringify(trivial.at(-1))}, webhooks ${JSON.stringify(webhooks.at(-1))}`);
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    trivialJobs: {
      goalPerSecond: GOALS.trivialJobsPerSecond,
      medianPerSecond: median(trivial.map((run) => run.perSecond)),
      runs: trivial,
      ceilingRoundTripsPerSecond: median(ceilings.roundTripsPerSecond),
    },
    webhookDeliveries: {
      goalPerSecond: GOALS.webhookDeliveriesPerSecond,
      receiverDelayMs: RECEIVER_DELAY_MS,
      medianPerSecond: median(webhooks.map((run) => run.perSecond)),
      runs: webhooks,
      ceilingPlainFetchesPerSecond: median(ceilings.receiverPerSecond),
    },
  };
  console.log(
    `trivial jobs: median ${result.trivialJobs.medianPerSecond}/s (goal ${GOALS.trivialJobsPerSecond}/s; ceiling ${result.trivialJobs.ceilingRoundTripsPerSecond} round trips/s)`,
  );
  console.log(
    `webhook deliveries: median ${result.webhookDeliveries.medianPerSecond}/s (goal ${GOALS.webhookDeliveriesPerSecond}/s; ceiling ${result.webhookDeliveries.ceilingPlainFetchesPerSecond}/s plain fetches with ${IN_FLIGHT} in flight)`,
  );
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${result.date.replace(/[:.]/g, '-')}-jobs.json`);
  await fs.writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

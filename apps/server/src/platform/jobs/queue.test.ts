import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { defineJob, jobOf } from './job-type';
import { createJobQueue, type JobQueue } from './queue';
import { queryRows, useTestDatabase, waitFor } from '../../../test/test-database';

/** Typed jobs: a payload checked on the way in and on the way out, batches, retries, and logged failures. */
const shared = useTestDatabase();
let queue: JobQueue;
const logged: { level: string; details: Record<string, unknown>; message: string }[] = [];
const logger = {
  error: (details: object, message: string) => logged.push({ level: 'error', details: { ...details }, message }),
  warn: (details: object, message: string) => logged.push({ level: 'warn', details: { ...details }, message }),
};

interface Seen {
  values: number[];
  concurrentPeak: number;
  running: number;
  failuresLeft: Map<number, number>;
}
const seen: Seen = { values: [], concurrentPeak: 0, running: 0, failuresLeft: new Map() };

const countJob = defineJob({
  name: 'test-count',
  payload: z.object({ value: z.number().int() }),
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  batchSize: 10,
  async handle(deps: Seen, data) {
    deps.running += 1;
    deps.concurrentPeak = Math.max(deps.concurrentPeak, deps.running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    deps.running -= 1;
    const failures = deps.failuresLeft.get(data.value) ?? 0;
    if (failures > 0) {
      deps.failuresLeft.set(data.value, failures - 1);
      throw new Error(`value ${data.value} not yet`);
    }
    deps.values.push(data.value);
  },
});

beforeAll(async () => {
  const { runMigrations } = await import('../db/migrations');
  await runMigrations(shared.database);
  queue = createJobQueue(shared.database, {
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    pollingIntervalSeconds: 0.5,
    logger,
  });
  await queue.define(countJob);
  await queue.start();
  queue.work(countJob, seen);
});
afterAll(() => queue.stop());

const enqueue = (jobs: ReturnType<typeof jobOf>[]) => shared.database.db.transaction((tx) => queue.enqueue(tx, jobs));

describe('typed jobs', () => {
  it('refuses to enqueue a payload its schema refuses', () => {
    expect(() => jobOf(countJob, { value: 1.5 })).toThrow();
    expect(() => jobOf(countJob, { value: 'seven' as unknown as number })).toThrow();
  });

  it('runs a batch of jobs concurrently, each exactly once', async () => {
    const values = Array.from({ length: 30 }, (_unused, index) => 100 + index);
    await enqueue(values.map((value) => jobOf(countJob, { value })));
    await waitFor(async () => (values.every((value) => seen.values.includes(value)) ? true : undefined), {
      what: 'all 30 jobs',
    });
    expect(seen.values.filter((value) => value >= 100 && value < 130).sort()).toEqual(values);
    expect(seen.concurrentPeak).toBeGreaterThan(1);
  });

  it('retries a failing job alone, logging each failure; its batch-mates complete', async () => {
    seen.failuresLeft.set(200, 1);
    await enqueue([jobOf(countJob, { value: 200 }), jobOf(countJob, { value: 201 })]);
    await waitFor(async () => (seen.values.includes(200) ? true : undefined), { what: 'the retried job' });
    expect(seen.values.filter((value) => value === 200 || value === 201).sort()).toEqual([200, 201]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'job failed',
        details: expect.objectContaining({ error: 'value 200 not yet' }),
      }),
    );
  });

  it('drops a stored payload its schema refuses, logged and not run or retried', async () => {
    // As an older version of the code might have queued it.
    await enqueue([{ name: countJob.name, data: { value: 'three' } }]);
    await waitFor(
      async () => (logged.some((entry) => entry.message.startsWith('job payload refused')) ? true : undefined),
      {
        what: 'the refusal in the log',
      },
    );
    // The worker logs the refusal, then completes the job: the state follows the log by a moment.
    const states = () =>
      queryRows<{ state: string }>(
        shared.database,
        `select state from pgboss.job where name = $1 and data->>'value' = 'three'`,
        [countJob.name],
      );
    await waitFor(async () => ((await states()).some((row) => row.state !== 'active') ? true : undefined), {
      what: 'the job settled',
    });
    expect(await states()).toEqual([{ state: 'completed' }]);
  });
});

/** A job that runs until the test lets it end. */
const slowJob = defineJob({
  name: 'test-slow',
  payload: z.object({ value: z.number().int() }),
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  async handle(deps: { started: number[]; done: number[]; until: Promise<void> }, data) {
    deps.started.push(data.value);
    await deps.until;
    deps.done.push(data.value);
  },
});

describe('stopping', () => {
  it('hands a job still running at the stop’s timeout back, claimable at once by another process', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    let release = () => undefined as void;
    const stopping = { started: [] as number[], done: [] as number[], until: new Promise<void>((r) => (release = r)) };
    const first = createJobQueue(shared.database, { config, pollingIntervalSeconds: 0.2, logger });
    await first.define(slowJob);
    await first.start();
    first.work(slowJob, stopping);
    await shared.database.db.transaction((tx) => first.enqueue(tx, [jobOf(slowJob, { value: 1 })]));
    await waitFor(async () => (stopping.started.includes(1) ? true : undefined), { what: 'the job to start' });

    await first.stop(200);
    expect(
      await queryRows(shared.database, 'select state, retry_count from pgboss.job where name = $1', [slowJob.name]),
    ).toEqual([{ state: 'created', retry_count: 0 }]);

    // Another process takes it well before the job's expiry (60 s) would have let it.
    const next = { started: [] as number[], done: [] as number[], until: Promise.resolve() };
    const second = createJobQueue(shared.database, { config, pollingIntervalSeconds: 0.2, logger });
    await second.define(slowJob);
    await second.start();
    second.work(slowJob, next);
    try {
      await waitFor(async () => (next.done.includes(1) ? true : undefined), {
        what: 'the job taken over',
        timeoutMs: 5_000,
      });
    } finally {
      release();
      await second.stop();
    }
  });
});

import PgBoss from 'pg-boss';
import { positionalSql } from '../db/raw-sql';
import { queryRows, type Database, type SqlExecutor, type Tx } from '../db/types';
import type { Config } from '../../config';
import { retryPolicyOf, type AnyJobType } from './job-type';
import { inTurn, runWorkerLoop, type JobLogger } from './worker-loop';

/**
 * The durable job queue (pg-boss on the same database, either driver). Jobs are enqueued in the
 * transaction that makes them necessary, so a crash can never keep the row and lose its job. Workers
 * claim jobs in batches (FOR UPDATE SKIP LOCKED, so several processes share a queue without doing
 * anything twice), run a batch concurrently and record each job's own outcome.
 */

export interface NewJob<T extends object = object> {
  name: string;
  data: T;
  singletonKey?: string;
  /** Not before this time (a job that schedules its own next run). */
  startAfter?: Date;
}

export interface JobQueue {
  start(): Promise<void>;
  /** Stops claiming, waits for running batches to finish (up to the timeout), then stops. */
  stop(timeoutMs?: number): Promise<void>;
  /** Creates (or updates) the type's queue; every role does this so it can enqueue. */
  define(type: AnyJobType): Promise<void>;
  enqueue(tx: Tx, jobs: NewJob[]): Promise<void>;
  /** Runs the type's handler on its jobs with these dependencies, until stop(). */
  work<Deps>(type: AnyJobType, deps: Deps): void;
  /** Seconds a test or benchmark may wait for a job: the polling interval. */
  readonly pollingIntervalSeconds: number;
}

function transactionExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      return { rows: await queryRows(tx, positionalSql(text, values)) };
    },
  };
}

export function createJobQueue(
  database: Database,
  options: { config: Config; pollingIntervalSeconds?: number; logger: JobLogger },
): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const { logger } = options;
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: 'pgboss',
    // Maintenance and monitoring share the database with requests; run them rarely.
    maintenanceIntervalSeconds: 120,
  } as PgBoss.ConstructorOptions);
  let started = false;
  const definitions: AnyJobType[] = [];
  const stopController = new AbortController();
  const loops: Promise<void>[] = [];

  return {
    pollingIntervalSeconds,
    async start() {
      boss.on('error', (error) => logger.error({ error: { message: error.message } }, 'job queue error'));
      await boss.start();
      started = true;
      for (const definition of definitions) await createQueue(boss, definition, options.config);
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      stopController.abort();
      const drained = Promise.allSettled(loops);
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
    async define(definition) {
      definitions.push(definition);
      if (started) await createQueue(boss, definition, options.config);
    },
    async enqueue(tx, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: job.name,
          data: job.data,
          singletonKey: job.singletonKey,
          startAfter: job.startAfter,
        })),
        { db: transactionExecutor(tx) as PgBoss.Db } as PgBoss.InsertOptions,
      );
    },
    work(type, deps) {
      const claimInTurn = inTurn();
      const pollingMs = pollingIntervalSeconds * 1000;
      for (let worker = 0; worker < (type.workers ?? 1); worker++) {
        loops.push(runWorkerLoop({ boss, type, deps, logger, pollingMs, stop: stopController.signal, claimInTurn }));
      }
    },
  };
}

async function createQueue(boss: PgBoss, type: AnyJobType, config: Config) {
  const retry = retryPolicyOf(type, config);
  const queueOptions = {
    name: type.name,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: type.expireInSeconds ?? 60,
    ...(type.policy ? { policy: type.policy } : {}),
  };
  const existing = await boss.getQueue(type.name);
  if (existing) await boss.updateQueue(type.name, queueOptions);
  else await boss.createQueue(type.name, queueOptions);
}

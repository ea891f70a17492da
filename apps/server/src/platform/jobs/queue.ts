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
  /**
   * Stops claiming and waits for the running batches to finish; the jobs still running after `timeoutMs` are
   * handed back (claimable again at once by another process, not after their expiry), then it stops.
   */
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
  const inHand = new Set<string>();

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
      const drained = Promise.allSettled(loops).then(() => true);
      const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
      if (!(await Promise.race([drained, timedOut])) && inHand.size > 0) {
        await handBack(database, [...inHand]).catch((error: unknown) =>
          // They stay active; pg-boss's expiry hands them out later, and handlers are idempotent.
          logger.error({ error: error instanceof Error ? error.message : String(error) }, 'handing jobs back failed'),
        );
      }
      // Our loops claim with fetch(): pg-boss has no workers of its own to wait for, only its timers.
      await boss.stop({ graceful: false, wait: true, close: false });
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
        loops.push(
          runWorkerLoop({ boss, type, deps, logger, pollingMs, stop: stopController.signal, claimInTurn, inHand }),
        );
      }
    },
  };
}

/**
 * Makes running jobs claimable again at once, as they were before their claim (a hand-back is no failed attempt:
 * the retry count stays). A job finished meanwhile is no longer active and is left alone.
 */
async function handBack(database: Database, ids: string[]) {
  await database.sql.executeSql(
    `update pgboss.job
        set state = (case when retry_count > 0 then 'retry' else 'created' end)::pgboss.job_state,
            started_on = null, start_after = now()
      where id = any($1::uuid[]) and state = 'active'`,
    [ids],
  );
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

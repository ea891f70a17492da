import PgBoss from 'pg-boss';
import { positionalSql } from '../db/raw-sql';
import { queryRows, type Database, type SqlExecutor, type Tx } from '../db/types';

/**
 * The durable job queue (pg-boss on the same database, either driver). Jobs are enqueued in the
 * transaction that makes them necessary, so a crash can never keep the row and lose its job.
 */

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds?: number;
  /** pg-boss queue policy; 'stately' keeps at most one queued job per singletonKey (a schedule chain). */
  policy?: 'standard' | 'stately';
}

export interface NewJob<T extends object = object> {
  name: string;
  data: T;
  singletonKey?: string;
  /** Not before this time (a job that schedules its own next run). */
  startAfter?: Date;
}

export type JobHandler<T> = (job: { id: string; data: T; retryCount: number }) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers to finish (up to the timeout), then stops. */
  stop(timeoutMs?: number): Promise<void>;
  define(queue: QueueDefinition): Promise<void>;
  enqueue(tx: Tx, jobs: NewJob[]): Promise<void>;
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
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

export function createJobQueue(database: Database, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const boss = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: 'pgboss',
    // Maintenance and monitoring share the database with requests; run them rarely.
    maintenanceIntervalSeconds: 120,
  } as PgBoss.ConstructorOptions);
  let started = false;
  const definitions: QueueDefinition[] = [];

  return {
    pollingIntervalSeconds,
    async start() {
      boss.on('error', (error) => console.error('job queue error', error));
      await boss.start();
      started = true;
      for (const definition of definitions) await createQueue(boss, definition);
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
    async define(definition) {
      definitions.push(definition);
      if (started) await createQueue(boss, definition);
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
    async work<T>(name: string, handler: JobHandler<T>) {
      await boss.work<T>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
        }
      });
    },
  };
}

async function createQueue(boss: PgBoss, definition: QueueDefinition) {
  const queueOptions = {
    name: definition.name,
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds ?? 60,
    ...(definition.policy ? { policy: definition.policy } : {}),
  };
  const existing = await boss.getQueue(definition.name);
  if (existing) await boss.updateQueue(definition.name, queueOptions);
  else await boss.createQueue(definition.name, queueOptions);
}

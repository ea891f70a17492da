import type PgBoss from 'pg-boss';
import type { AnyJobType } from './job-type';

/** Where job failures are told: the server's logger (pino), never the console. */
export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One worker of one job type: claim up to `batchSize` jobs, run them concurrently, complete the ones
 * that succeeded and fail the others (pg-boss retries them with the type's backoff), and claim again at
 * once while there is work; only an empty queue waits for the polling interval. A payload its schema
 * refuses is logged and completed without running: retrying cannot mend it.
 */
export async function runWorkerLoop<Deps>(options: {
  boss: PgBoss;
  type: AnyJobType;
  deps: Deps;
  logger: JobLogger;
  pollingMs: number;
  stop: AbortSignal;
  /** Shared by the workers of one type in a process: one claims at a time (concurrent claims collide). */
  claimInTurn: <T>(claim: () => Promise<T>) => Promise<T>;
  /** The ids of the jobs this loop holds, from claim to settled: what a stop that cannot wait hands back. */
  inHand: Set<string>;
}): Promise<void> {
  const { boss, type, deps, logger, stop } = options;
  const batchSize = type.batchSize ?? 1;
  while (!stop.aborted) {
    let jobs: PgBoss.JobWithMetadata<unknown>[] = [];
    try {
      jobs = (await options.claimInTurn(() => boss.fetch(type.name, { batchSize, includeMetadata: true }))) ?? [];
    } catch (error) {
      logger.error({ queue: type.name, error: errorText(error) }, 'claiming jobs failed');
    }
    if (jobs.length === 0) {
      await pause(options.pollingMs, stop);
      continue;
    }
    for (const job of jobs) options.inHand.add(job.id);
    try {
      const outcomes = await Promise.all(jobs.map((job) => runOne(type, deps, job, logger)));
      await settle(boss, type.name, jobs, outcomes, logger);
    } finally {
      for (const job of jobs) options.inHand.delete(job.id);
    }
  }
}

type Outcome = { kind: 'done' } | { kind: 'invalid'; problem: string } | { kind: 'failed'; error: string };

async function runOne(
  type: AnyJobType,
  deps: unknown,
  job: PgBoss.JobWithMetadata<unknown>,
  logger: JobLogger,
): Promise<Outcome> {
  const parsed = type.payload.safeParse(job.data);
  if (!parsed.success) {
    const problem = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    logger.error({ queue: type.name, jobId: job.id, problem }, 'job payload refused by its schema; dropped');
    return { kind: 'invalid', problem };
  }
  try {
    await type.handle(deps, parsed.data, { id: job.id, retryCount: job.retryCount });
    return { kind: 'done' };
  } catch (error) {
    const text = errorText(error);
    logger.warn({ queue: type.name, jobId: job.id, retryCount: job.retryCount, error: text }, 'job failed');
    return { kind: 'failed', error: text };
  }
}

async function settle(
  boss: PgBoss,
  name: string,
  jobs: PgBoss.JobWithMetadata<unknown>[],
  outcomes: Outcome[],
  logger: JobLogger,
) {
  const done = jobs.filter((_job, index) => outcomes[index]!.kind === 'done').map((job) => job.id);
  try {
    if (done.length > 0) await boss.complete(name, done);
    for (const [index, outcome] of outcomes.entries()) {
      const id = jobs[index]!.id;
      if (outcome.kind === 'invalid') await boss.complete(name, id, { invalidPayload: outcome.problem });
      if (outcome.kind === 'failed') await boss.fail(name, id, { error: outcome.error });
    }
  } catch (error) {
    // The jobs stay active; pg-boss's expiry hands them out again, and handlers are idempotent.
    logger.error({ queue: name, error: errorText(error) }, 'recording job outcomes failed');
  }
}

function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Runs claims one after another: the next starts when the previous one has answered. */
export function inTurn(): <T>(claim: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (claim) => {
    const next = last.then(claim, claim);
    last = next.catch(() => undefined);
    return next;
  };
}

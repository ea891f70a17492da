import type { Db } from '../../../db/types';
import type { JobQueue } from '../../../jobs/queue';
import type { ResoClient } from '../providers/reso-client';
import { syncResoListings } from './sync-reso';

export const RESO_SYNC_QUEUE = 'listings-reso-sync';
const CHAIN_KEY = 'reso-sync';

/**
 * The RESO sync runs as a pg-boss job that queues its own next run RESO_SYNC_MINUTES later (pg-boss's
 * cron schedules cannot say "every 45 minutes"). The queue is 'stately' and every run carries the same
 * singletonKey, so however many server processes start, at most one run waits in the queue: the
 * start-up kick of a second process is simply dropped.
 */
export async function defineListingsQueues(queue: JobQueue) {
  await queue.define({
    name: RESO_SYNC_QUEUE,
    // A failed run is not retried: the next scheduled run starts from the same saved point.
    retryLimit: 0,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 15 * 60,
    policy: 'stately',
  });
}

export interface ResoSyncDeps {
  db: Db;
  client: ResoClient;
  syncMinutes: number;
  fullSyncHours: number;
}

async function queueRun(deps: ResoSyncDeps, queue: JobQueue, startAfter: Date) {
  await deps.db.transaction((tx) =>
    queue.enqueue(tx, [{ name: RESO_SYNC_QUEUE, data: {}, singletonKey: CHAIN_KEY, startAfter }]),
  );
}

/** Starts the sync worker and queues a first run now (dropped if a run is already waiting). */
export async function startResoSync(deps: ResoSyncDeps, queue: JobQueue) {
  await queue.work(RESO_SYNC_QUEUE, async () => {
    try {
      await syncResoListings(deps.db, deps.client, { fullSyncHours: deps.fullSyncHours });
    } finally {
      await queueRun(deps, queue, new Date(Date.now() + deps.syncMinutes * 60_000));
    }
  });
  await queueRun(deps, queue, new Date());
}

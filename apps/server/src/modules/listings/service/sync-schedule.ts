import { z } from 'zod';
import type { Db } from '../../../platform/db/types';
import { defineJob, jobOf } from '../../../platform/jobs/job-type';
import type { JobQueue } from '../../../platform/jobs/queue';
import type { ResoClient } from '../providers/reso-client';
import { syncResoListings } from './sync-reso';

const CHAIN_KEY = 'reso-sync';

/**
 * The RESO sync runs as a pg-boss job that queues its own next run RESO_SYNC_MINUTES later (pg-boss's
 * cron schedules cannot say "every 45 minutes"). The queue is 'stately' and every run carries the same
 * singletonKey, so however many server processes start, at most one run waits in the queue: the
 * start-up kick of a second process is simply dropped.
 */
export interface ResoSyncDeps {
  db: Db;
  client: ResoClient;
  syncMinutes: number;
  fullSyncHours: number;
}

/** Without a RESO provider configured a run does nothing (and queues no next one). */
export interface ResoSyncJobDeps {
  sync: ResoSyncDeps | null;
  queue: JobQueue;
}

export const resoSyncJob = defineJob({
  name: 'listings-reso-sync',
  payload: z.object({}),
  // A failed run is not retried: the next scheduled run starts from the same saved point.
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 15 * 60,
  policy: 'stately',
  async handle({ sync, queue }: ResoSyncJobDeps) {
    if (!sync) return;
    try {
      await syncResoListings(sync.db, sync.client, { fullSyncHours: sync.fullSyncHours });
    } finally {
      await queueResoSync(sync.db, queue, new Date(Date.now() + sync.syncMinutes * 60_000));
    }
  },
});

/** Queues a run (dropped if one is already waiting: the chain's singletonKey on a stately queue). */
export async function queueResoSync(db: Db, queue: JobQueue, startAfter: Date) {
  await db.transaction((tx) => queue.enqueue(tx, [jobOf(resoSyncJob, {}, { singletonKey: CHAIN_KEY, startAfter })]));
}

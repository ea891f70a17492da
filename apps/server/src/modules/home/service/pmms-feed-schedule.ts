import type { PmmsWeek } from '@roost/domain';
import { z } from 'zod';
import type { Db } from '../../../platform/db/types';
import { defineJob, jobOf } from '../../../platform/jobs/job-type';
import type { JobQueue } from '../../../platform/jobs/queue';
import type { JobLogger } from '../../../platform/jobs/worker-loop';
import { PmmsFeedUnavailableError, type PmmsFeed } from '../providers/pmms-feed';
import { ratesToday } from './current-rates';
import { importPmmsFeed } from './import-pmms-feed';

const CHAIN_KEY = 'pmms-feed';

/** What a read of the feed needs; null without PMMS_FEED_URL (the shipped history alone, no network). */
export interface PmmsFeedReader {
  db: Db;
  shipped: readonly PmmsWeek[];
  feed: PmmsFeed;
  refreshHours: number;
  logger: JobLogger & { info(details: object, message: string): void };
}

export interface PmmsFeedJobDeps {
  reader: PmmsFeedReader | null;
  queue: JobQueue;
}

/**
 * The feed is read by a pg-boss job that queues its own next run PMMS_FEED_REFRESH_HOURS later, on a
 * 'stately' queue under one singletonKey, so however many worker processes start, one run waits. The
 * survey comes out weekly (Thursdays): a few reads a day see a new week within hours. A failed read is
 * not retried early; the next scheduled one tries again, and the stored weeks stay as they were.
 */
export const pmmsFeedJob = defineJob({
  name: 'home-pmms-feed',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 5 * 60,
  policy: 'stately',
  async handle({ reader, queue }: PmmsFeedJobDeps) {
    if (!reader) return;
    try {
      const read = await importPmmsFeed(reader, ratesToday());
      const details = { latestWeek: read.latestWeek, daysOld: read.daysOld, weeksStored: read.weeksStored };
      if (read.current) reader.logger.info(details, 'PMMS feed read');
      else reader.logger.warn(details, 'PMMS feed read, but its newest week is not current: rates keep their old date');
    } catch (error) {
      // An outside failure, expected now and then: said once, without the feed's address (it may hold a key).
      if (!(error instanceof PmmsFeedUnavailableError)) throw error;
      reader.logger.warn({ reason: error.reason }, 'PMMS feed unavailable: stored rates unchanged');
    } finally {
      await queuePmmsFeedRead(reader.db, queue, new Date(Date.now() + reader.refreshHours * 3_600_000));
    }
  },
});

/** Queues a read (dropped if one is already waiting: the chain's singletonKey on a stately queue). */
export async function queuePmmsFeedRead(db: Db, queue: JobQueue, startAfter: Date) {
  await db.transaction((tx) => queue.enqueue(tx, [jobOf(pmmsFeedJob, {}, { singletonKey: CHAIN_KEY, startAfter })]));
}

import type { PmmsWeek } from '@roost/domain';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/types';
import type { JobQueue } from '../../../platform/jobs/queue';

export interface PurchaseDeps {
  config: Config;
  db: Db;
  queue: JobQueue;
  /** The weekly rate history (the home module's), for today's rate. */
  pmms: readonly PmmsWeek[];
}

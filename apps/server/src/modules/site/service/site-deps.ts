import type { Config } from '../../../config';
import type { Db } from '../../../db/types';
import type { JobQueue } from '../../../jobs/queue';
import type { MailProvider } from '../../notifications';

export interface SiteDeps {
  config: Config;
  db: Db;
  queue: JobQueue;
  mail: MailProvider;
}

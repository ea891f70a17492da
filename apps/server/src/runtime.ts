import type { Config } from './config';
import { runMigrations } from './db/migrations';
import { openDatabase } from './db/open-database';
import { seedWhenEmpty } from './db/seed';
import type { Database } from './db/types';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMailProvider } from './modules/notifications';
import { defineSiteQueues, startSiteWorkers } from './modules/site';

export interface Runtime {
  database: Database;
  queue: JobQueue;
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds when
 * empty and prepares the job queue. Workers start separately so tests can run without them.
 */
export async function createRuntime(
  config: Config,
  options: { database?: Database; seed?: boolean; pollingIntervalSeconds?: number } = {},
): Promise<Runtime> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await runMigrations(database);
    if (options.seed ?? true) await seedWhenEmpty(database.db);
    const queue = createJobQueue(database, { pollingIntervalSeconds: options.pollingIntervalSeconds });
    const siteDeps = { config, db: database.db, queue, mail: createMailProvider(config, database.db) };
    await defineSiteQueues(siteDeps);
    await queue.start();
    return {
      database,
      queue,
      startWorkers: () => startSiteWorkers(siteDeps),
      async close() {
        await queue.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

import type { Config } from './config';
import { runMigrations } from './db/migrations';
import { openDatabase } from './db/open-database';
import { seedWhenEmpty } from './db/seed';
import type { Database } from './db/types';
import pino from 'pino';
import type { AnyJobType } from './jobs/job-type';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { pruneRateLimits } from './modules/core';
import { prepareHome, type PropertyDeps } from './modules/home';
import {
  listingsJobs,
  prepareListings,
  resoSyncJobDeps,
  startResoSyncChain,
  type ListingsDeps,
} from './modules/listings';
import { purchaseJobs, type PurchaseDeps } from './modules/purchase';
import { createMailProvider, type MailProvider } from './modules/notifications';
import { siteJobs } from './modules/site';
import { createUserDeps, seedDemoAccounts, type UserDeps } from './modules/user';

/** Each module's jobs with the dependencies their handlers take. */
interface JobGroup {
  jobs: AnyJobType[];
  deps: unknown;
}

export interface Runtime {
  database: Database;
  queue: JobQueue;
  mail: MailProvider;
  users: UserDeps;
  home: PropertyDeps;
  listings: ListingsDeps;
  purchase: PurchaseDeps;
  /** Starts every module's job workers and the housekeeping (the worker role). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds when
 * empty and prepares the job queue. Workers start separately so tests can run without them.
 */
export async function createRuntime(
  config: Config,
  options: {
    database?: Database;
    seed?: boolean;
    pollingIntervalSeconds?: number;
    homesDatasetFile?: string;
    listingsDatasetFile?: string;
  } = {},
): Promise<Runtime> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const mail = createMailProvider(config, database.db);
    const users = createUserDeps({ config, db: database.db, mail });
    // Processes starting together on one PostgreSQL (an API and its workers) do this one at a time.
    const { home, listings } = await database.exclusively(async () => {
      await runMigrations(database);
      if (options.seed ?? true) {
        await seedWhenEmpty(database.db);
        // Demo accounts only where dev tools are on: never in production mode.
        if (config.devToolsEnabled) await seedDemoAccounts(users);
      }
      return {
        home: await prepareHome(database.db, {
          datasetFile: options.homesDatasetFile ?? config.homesDatasetFile,
          providers: config.providers,
        }),
        listings: await prepareListings(database.db, {
          datasetFile: options.listingsDatasetFile,
          settings: config.listings,
        }),
      };
    });
    const logger = pino({ level: config.logLevel, name: 'jobs' });
    const queue = createJobQueue(database, {
      config,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      logger,
    });
    const purchase: PurchaseDeps = { config, db: database.db, queue, pmms: home.pmms };
    const jobGroups: JobGroup[] = [
      { jobs: siteJobs, deps: { config, db: database.db, queue, mail } },
      { jobs: listingsJobs, deps: resoSyncJobDeps(listings, queue) },
      { jobs: purchaseJobs, deps: purchase },
    ];
    for (const group of jobGroups) for (const job of group.jobs) await queue.define(job);
    await queue.start();
    let housekeeping: NodeJS.Timeout | undefined;
    return {
      database,
      queue,
      mail,
      users,
      home,
      listings,
      purchase,
      async startWorkers() {
        for (const group of jobGroups) for (const job of group.jobs) queue.work(job, group.deps);
        await startResoSyncChain(listings, queue);
        const prune = () =>
          pruneRateLimits(database.db).catch((error: unknown) =>
            logger.error(
              { error: error instanceof Error ? error.message : String(error) },
              'rate-limit pruning failed',
            ),
          );
        await prune();
        housekeeping = setInterval(prune, 60 * 60 * 1000);
        housekeeping.unref();
      },
      async close() {
        clearInterval(housekeeping);
        await queue.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// The job toolkit, for benchmarks and tools that drive the queue directly.
export { defineJob, jobOf } from './jobs/job-type';

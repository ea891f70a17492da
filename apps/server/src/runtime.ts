import type { Config } from './config';
import { runMigrations } from './db/migrations';
import { openDatabase } from './db/open-database';
import { seedWhenEmpty } from './db/seed';
import type { Database } from './db/types';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { pruneRateLimits } from './modules/core';
import { prepareHome, type PropertyDeps } from './modules/home';
import { defineListingsQueues, prepareListings, startListingsWorkers, type ListingsDeps } from './modules/listings';
import { definePurchaseQueues, startPurchaseWorkers, type PurchaseDeps } from './modules/purchase';
import { createMailProvider, type MailProvider } from './modules/notifications';
import { defineSiteQueues, startSiteWorkers } from './modules/site';
import { createUserDeps, seedDemoAccounts, type UserDeps } from './modules/user';

export interface Runtime {
  database: Database;
  queue: JobQueue;
  mail: MailProvider;
  users: UserDeps;
  home: PropertyDeps;
  listings: ListingsDeps;
  purchase: PurchaseDeps;
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
    await runMigrations(database);
    const mail = createMailProvider(config, database.db);
    const users = createUserDeps({ config, db: database.db, mail });
    if (options.seed ?? true) {
      await seedWhenEmpty(database.db);
      // Demo accounts only where dev tools are on: never in production mode.
      if (config.devToolsEnabled) await seedDemoAccounts(users);
    }
    const home = await prepareHome(database.db, {
      datasetFile: options.homesDatasetFile ?? config.homesDatasetFile,
      providers: config.providers,
    });
    const listings = await prepareListings(database.db, {
      datasetFile: options.listingsDatasetFile,
      settings: config.listings,
    });
    const queue = createJobQueue(database, { pollingIntervalSeconds: options.pollingIntervalSeconds });
    const siteDeps = { config, db: database.db, queue, mail };
    await defineSiteQueues(siteDeps);
    await defineListingsQueues(queue);
    const purchase: PurchaseDeps = { config, db: database.db, queue, pmms: home.pmms };
    await definePurchaseQueues(purchase);
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
        await startSiteWorkers(siteDeps);
        await startListingsWorkers(listings, queue);
        await startPurchaseWorkers(purchase);
        const prune = () =>
          pruneRateLimits(database.db).catch((error: unknown) => console.error('rate-limit pruning failed', error));
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

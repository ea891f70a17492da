import type { Config } from './config';
import { runMigrations } from './db/migrations';
import { openDatabase } from './db/open-database';
import type { Database } from './db/types';
import pino from 'pino';
import { createJobQueue } from './jobs/queue';
import { prepareHome } from './modules/home';
import { prepareListings } from './modules/listings';
import type { PurchaseDeps } from './modules/purchase';
import { createMailProvider } from './modules/notifications';
import { createPayments } from './modules/payment';
import { serverModules, type AppServices, type ModuleServices } from './modules/registry';
import { createUserDeps } from './modules/user';

/** The shared services every module reads from, and the process's background work. */
export interface Runtime extends AppServices {
  /** Works every module's jobs and starts its worker-side work (the worker role). */
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
        for (const module of serverModules) await module.seed?.({ config, database, mail, users });
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
    const payments = createPayments({ config, database, logger: pino({ level: config.logLevel, name: 'payment' }) });
    const services: ModuleServices = { config, database, queue, mail, users, home, listings, purchase, payments };
    for (const module of serverModules) module.connect?.(services);
    const jobs = serverModules.flatMap((module) => module.jobs ?? []);
    for (const job of jobs) await queue.define(job.type);
    await queue.start();
    const stopWork: (() => void)[] = [];
    return {
      database,
      queue,
      mail,
      users,
      home,
      listings,
      purchase,
      payments,
      async startWorkers() {
        for (const job of jobs) queue.work(job.type, job.deps(services));
        for (const module of serverModules) {
          const stop = await module.startWorkers?.(services, { logger });
          if (stop) stopWork.push(stop);
        }
      },
      async close() {
        for (const stop of stopWork.splice(0)) stop();
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

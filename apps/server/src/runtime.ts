import { loadConfig, type Config } from './config';
import { migratedDataKey, runMigrations } from './platform/db/migrations';
import { openDatabase } from './platform/db/open-database';
import { pgliteTemplateDir, readPgliteTemplate, writePgliteTemplate } from './platform/db/pglite-template';
import type { Database } from './platform/db/types';
import pino from 'pino';
import { createJobQueue } from './platform/jobs/queue';
import { createMetrics } from './platform/metrics/metrics';
import { refreshPlannerStatistics } from './platform/db/planner-statistics';
import { scheduleRepeating } from './platform/jobs/scheduler';
import { homesDatasetPath, loadSampleHomes, prepareHome } from './modules/home';
import { listingsDatasetPath, prepareListings } from './modules/listings';
import type { PurchaseDeps } from './modules/purchase';
import { createMailProvider } from './modules/notifications';
import { createPayments } from './modules/payment';
import {
  personalDataParts,
  serverModules,
  type AppServices,
  type ModuleServices,
  type SeedServices,
} from './modules/registry';
import { createUserDeps } from './modules/user';
import { recordSiteTextConsent } from './modules/contacts';

/** The shared services every module reads from, and the process's background work. */
export interface Runtime extends AppServices {
  /** Works every module's jobs and starts its worker-side work (the worker role). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Migrates, then runs every module's seed when asked (each seeds only what is missing) beside the load of the
 * sample homes into an empty table: the seeds wait mostly on password hashing (libuv's threads), the load on the
 * database, so side by side the first start is shorter. Both finish before this returns; the first error is thrown.
 */
async function migrateSeedAndLoadHomes(services: SeedServices, seed: boolean, homesDatasetFile: string | undefined) {
  await runMigrations(services.database);
  const seeding = async () => {
    if (seed) for (const module of serverModules) await module.seed?.(services);
  };
  const outcomes = await Promise.allSettled([seeding(), loadSampleHomes(services.database, homesDatasetFile)]);
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
}

/** How long a stopping process waits for the work in hand before handing back what is left. */
const WORK_STOP_MS = 6_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How makeSamplePgliteTemplate makes the sample template: change it whenever what the template holds changes. */
const SAMPLE_TEMPLATE_RECIPE = 'data, job queue, statistics';

/** What the sample template holds, as a digest: the recipe, every migration and both sample datasets. */
const sampleDataKey = () => migratedDataKey(SAMPLE_TEMPLATE_RECIPE, [homesDatasetPath, listingsDatasetPath]);
/**
 * The cluster a new PGlite folder starts from: on the default sample data, the build's migrated and loaded copy
 * when it matches this code and data; else the empty cluster (the migrations and loads then run here).
 */
function pgliteTemplateFor(config: Config): Buffer | undefined {
  return (config.homesDatasetFile ? undefined : readSamplePgliteTemplate()) ?? readPgliteTemplate('empty');
}

/** The build's sample template when it holds this code's migrations and the shipped datasets. */
export const readSamplePgliteTemplate = (dir = pgliteTemplateDir) => readPgliteTemplate('sample', sampleDataKey(), dir);

/**
 * Run by the build (make-pglite-template.ts): migrates an in-memory PGlite made from the empty template, loads the
 * sample homes and listings, installs the job queue's schema and queues (each start updates them to its own
 * settings), gathers the planner's statistics, and keeps the result as the sample template, unless one for this
 * data exists. No seeds: demo accounts and their dates belong to each start. Returns whether it made one.
 */
export async function makeSamplePgliteTemplate(dir = pgliteTemplateDir): Promise<boolean> {
  const key = sampleDataKey();
  if (readPgliteTemplate('sample', key, dir)) return false;
  const database = await openDatabase({ template: readPgliteTemplate('empty', '', dir) });
  try {
    await runMigrations(database);
    await loadSampleHomes(database);
    await prepareListings(database.db);
    const queue = createJobQueue(database, { config: loadConfig({}), logger: pino({ level: 'warn', name: 'jobs' }) });
    for (const module of serverModules) for (const job of module.jobs ?? []) await queue.define(job.type);
    await queue.start();
    await queue.stop();
    await refreshPlannerStatistics(database);
    await writePgliteTemplate('sample', await database.dumpDataDir!(), key, dir);
    return true;
  } finally {
    await database.close();
  }
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds when
 * empty and prepares the job queue. A new PGlite folder starts as a copy of the build's template
 * (db/pglite-template.ts). Workers start separately so tests can run without them.
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
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      template: config.databaseUrl ? undefined : pgliteTemplateFor(config),
    }));
  try {
    const mail = createMailProvider(config, database.db);
    const users = createUserDeps({ config, db: database.db, mail, recordTextConsent: recordSiteTextConsent });
    // Processes starting together on one PostgreSQL (an API and its workers) do this one at a time.
    const { home, listings } = await database.exclusively(async () => {
      const homesDatasetFile = options.homesDatasetFile ?? config.homesDatasetFile;
      await migrateSeedAndLoadHomes({ config, database, mail, users }, options.seed ?? true, homesDatasetFile);
      return {
        home: await prepareHome(database.db, { providers: config.providers }),
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
    const metrics = createMetrics({
      database,
      // The sender's whole rate (a Messaging Service's numbers together), which every sending process shares.
      configuredSendRate:
        config.sms.senderRatePerSecond === undefined
          ? undefined
          : config.sms.senderRatePerSecond * config.sms.senderPoolSize,
      processMetrics: config.metrics.enabled,
    });
    const services: ModuleServices = {
      config,
      database,
      queue,
      mail,
      users,
      home,
      listings,
      purchase,
      payments,
      metrics,
      personalData: personalDataParts(),
    };
    for (const module of serverModules) module.connect?.(services);
    const jobs = serverModules.flatMap((module) => module.jobs ?? []);
    for (const job of jobs) await queue.define(job.type);
    await queue.start();
    const stopWork: (() => void | Promise<void>)[] = [];
    return {
      database,
      queue,
      mail,
      users,
      home,
      listings,
      purchase,
      payments,
      metrics,
      async startWorkers() {
        for (const job of jobs) queue.work(job.type, job.deps(services));
        for (const module of serverModules) {
          const stop = await module.startWorkers?.(services, { logger });
          if (stop) stopWork.push(stop);
        }
        // PGlite's stand-in for autovacuum, a minute after start and then hourly. Not at start itself: a new folder's
        // statistics come with the build's template and a later start keeps its own, while the refresh holds PGlite's
        // one thread for a second or more that the first requests would wait out.
        stopWork.push(
          scheduleRepeating('refreshing planner statistics', () => refreshPlannerStatistics(database), {
            firstAfterMs: 60_000,
            everyMs: 60 * 60_000,
            logger,
          }),
        );
      },
      async close() {
        // Nothing new starts; the work in hand (ticks, running jobs) finishes side by side. Jobs still running after
        // WORK_STOP_MS are handed back; a tick still running then keeps its claims until they are stale. Either
        // way a restart stays within main.ts's 10 s.
        const ticks = Promise.allSettled(stopWork.splice(0).map(async (stop) => stop()));
        await Promise.all([queue.stop(WORK_STOP_MS), Promise.race([ticks, delay(WORK_STOP_MS)])]);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// The job toolkit, for benchmarks and tools that drive the queue directly.
export { defineJob, jobOf } from './platform/jobs/job-type';

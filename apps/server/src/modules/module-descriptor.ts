import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../platform/db/types';
import type { AnyJobType, JobType } from '../platform/jobs/job-type';
import type { JobQueue } from '../platform/jobs/queue';
import type { JobLogger } from '../platform/jobs/worker-loop';
import type { Metrics } from '../platform/metrics/metrics';
import type { PropertyDeps } from './home';
import type { ListingsDeps } from './listings';
import type { MailProvider } from './notifications';
import type { ModulePersonalData, PersonalDataPart } from './personal-data';
import type { Payments } from './payment';
import type { PurchaseDeps } from './purchase';
import type { UserDeps } from './user';

/**
 * The services start-up builds once (runtime.ts) and every module reads its part from: a module's
 * descriptor picks what its routes, jobs and pages need, so no module is wired by hand.
 */
export interface AppServices {
  database: Database;
  queue: JobQueue;
  mail: MailProvider;
  users: UserDeps;
  home: PropertyDeps;
  listings: ListingsDeps;
  purchase: PurchaseDeps;
  /** Card payments through the configured processor; modules subscribe to succeeded payments in `connect`. */
  payments: Payments;
  /** This process's figures for GET /metrics: modules count what they do through its small methods. */
  metrics: Metrics;
}

/** The shared services with the configuration of the process reading them (buildApp's or createRuntime's). */
export interface ModuleServices extends AppServices {
  config: Config;
  /**
   * Every module's personal data, for the privacy requests that read or erase across all of them: always set by
   * buildApp and createRuntime from the registry (tests that build a module's deps by hand may leave it out).
   */
  personalData?: readonly ModulePersonalData[];
}

/** What exists while seeding: before the dataset-backed services and the job queue are prepared. */
export type SeedServices = Pick<ModuleServices, 'config' | 'database' | 'mail' | 'users'>;

/** A route plugin and the spec service prefix it is mounted under (a prefix is an address, not a module). */
export interface ModuleRoutes {
  prefix: string;
  plugin: (services: ModuleServices) => (app: FastifyInstance) => Promise<void>;
}

/** One background job type with the dependencies its handler takes, picked from the shared services. */
export interface ModuleJob {
  type: AnyJobType;
  deps(services: ModuleServices): unknown;
}

/** Pairs a job type with its dependencies; the picker must give exactly what the handler declares. */
export function jobWith<Payload, Deps>(
  type: JobType<Payload, Deps>,
  deps: (services: ModuleServices) => NoInfer<Deps>,
): ModuleJob {
  return { type, deps };
}

/**
 * Everything the server knows about one module. `app.ts` registers the routes and dev pages and
 * `runtime.ts` runs the seed, defines and works the jobs and starts the worker-side work, in the order of
 * `registry.ts`.
 */
export interface ModuleDescriptor {
  /** The module's folder name. */
  name: string;
  routes?: readonly ModuleRoutes[];
  /** Server-rendered /dev pages, registered only where dev tools are on (development and demo). */
  devPages?: (app: FastifyInstance, services: ModuleServices) => void;
  /** Declared by every role (so any process can enqueue them); worked by the worker role. */
  jobs?: readonly ModuleJob[];
  /** Runs after the migrations under the start-up lock, when seeding is on; must leave existing data alone. */
  seed?: (services: SeedServices) => Promise<void>;
  /**
   * Work the worker role starts beside the jobs (a self-scheduling job chain, housekeeping timers);
   * may return how to stop it: it starts nothing new, and resolves once the work in hand is finished or handed
   * back (a restart waits for it, within its 10 s).
   */
  startWorkers?: (
    services: ModuleServices,
    context: { logger: JobLogger },
  ) => Promise<(() => void | Promise<void>) | void>;
  /**
   * Runs once in every role after the shared services are built: where a module subscribes to another
   * module's events (a payment that succeeded), so neither imports the other's internals.
   */
  connect?: (services: ModuleServices) => void;
  /**
   * The personal data the module stores (personal-data.ts): its tables and what erasure does to each, and how
   * a person's or a campaign contact's data is read and erased. Every module with a personal column declares it.
   */
  personalData?: PersonalDataPart;
}

// Core: the spec's core service: the event log admins read, templated e-mail, and the shared
// rate-limit counters. Owns the core_logs and rate_limit_hits tables.
import type { ModuleDescriptor } from '../module-descriptor';
import { refreshPlannerStatistics } from './planner-statistics';
import { pruneRateLimits } from './rate-limit';
import { coreRoutes } from './routes';

export { enforceRateLimits, pruneRateLimits, type RateLimitRule } from './rate-limit';
export { refreshPlannerStatistics } from './planner-statistics';
export { sendTemplateMail } from './send-template-mail';
export { insertCoreLog as writeCoreLog } from './repo';
export { adminLogFilters, listAdminLogs } from './admin-logs';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_HOUSEKEEPING_MS = 60 * 1000;

export const coreModule: ModuleDescriptor = {
  name: 'core',
  routes: [
    {
      prefix: '/api/core',
      plugin: ({ database, mail, config, home }) =>
        coreRoutes({ db: database.db, mail, publicUrl: config.publicUrl, home }),
    },
  ],
  // Housekeeping a minute after start, then every hour: expired rate-limit counters are dropped, and on PGlite the
  // planner's statistics are refreshed (its stand-in for autovacuum). Not at start itself: a new folder's
  // statistics come with the build's template and a later start keeps its own, while the refresh holds PGlite's
  // one thread for a second or more that the first requests would wait out.
  async startWorkers({ database }, { logger }) {
    const failed = (what: string) => (error: unknown) =>
      logger.error({ error: error instanceof Error ? error.message : String(error) }, `${what} failed`);
    const housekeeping = async () => {
      await pruneRateLimits(database.db).catch(failed('rate-limit pruning'));
      await refreshPlannerStatistics(database).catch(failed('refreshing planner statistics'));
    };
    const first = setTimeout(housekeeping, FIRST_HOUSEKEEPING_MS);
    const timer = setInterval(housekeeping, HOUR_MS);
    first.unref();
    timer.unref();
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  },
};

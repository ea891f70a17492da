// Core: the spec's core service: the event log admins read, templated e-mail, and the shared
// rate-limit counters. Owns the core_logs and rate_limit_hits tables.
import type { ModuleDescriptor } from '../module-descriptor';
import { refreshPlannerStatistics } from './planner-statistics';
import { pruneRateLimits } from './rate-limit';
import { coreRoutes } from './routes';

export { enforceRateLimits, pruneRateLimits, type RateLimitRule } from './rate-limit';
export { sendTemplateMail } from './send-template-mail';
export { insertCoreLog as writeCoreLog } from './repo';
export { adminLogFilters, listAdminLogs } from './admin-logs';

const HOUR_MS = 60 * 60 * 1000;

export const coreModule: ModuleDescriptor = {
  name: 'core',
  routes: [
    {
      prefix: '/api/core',
      plugin: ({ database, mail, config, home }) =>
        coreRoutes({ db: database.db, mail, publicUrl: config.publicUrl, home }),
    },
  ],
  // Housekeeping at start and every hour: expired rate-limit counters are dropped, and on PGlite the
  // planner's statistics are refreshed (its stand-in for autovacuum).
  async startWorkers({ database }, { logger }) {
    const failed = (what: string) => (error: unknown) =>
      logger.error({ error: error instanceof Error ? error.message : String(error) }, `${what} failed`);
    const housekeeping = async () => {
      await pruneRateLimits(database.db).catch(failed('rate-limit pruning'));
      await refreshPlannerStatistics(database).catch(failed('refreshing planner statistics'));
    };
    await housekeeping();
    const timer = setInterval(housekeeping, HOUR_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
};

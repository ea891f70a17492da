// Core: the spec's core service: the event log admins read, templated e-mail, and the shared
// rate-limit counters. Owns the core_logs and rate_limit_hits tables.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { PropertyDeps } from '../home';
import type { MailProvider } from '../notifications';
import { coreRoutes } from './routes';

export { enforceRateLimits, pruneRateLimits, type RateLimitRule } from './rate-limit';
export { sendTemplateMail } from './send-template-mail';
export { insertCoreLog as writeCoreLog } from './repo';
export { adminLogFilters, listAdminLogs } from './admin-logs';

export function coreModule(deps: { db: Db; mail: MailProvider; publicUrl: string; home: PropertyDeps }) {
  return async function core(app: FastifyInstance) {
    await app.register(coreRoutes(deps), { prefix: '/api/core' });
  };
}

import {
  adminAddressesPageSchema,
  adminAddressesQuerySchema,
  adminLogFiltersSchema,
  adminLogsPageSchema,
  adminLogsQuerySchema,
  adminSummarySchema,
  type Role,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/types';
import { errorReplies } from '../../errors';
import { adminLogFilters, listAdminLogs } from '../event-log';
import { listAddressRecords } from '../home';
import { accountIdOfEmail } from '../user';
import type { AdminCountProviders } from './count-providers';
import { logScopeOf, withActorLabels } from './log-readers';
import { adminSummary } from './summary';

const tags = ['admin'];
const errors = errorReplies(400, 401, 403);
/** The spec's admin menu: the home for admins, Users, Addresses and Logs for superadmins only. */
const admins: { roles: readonly Role[] } = { roles: ['admin', 'superadmin'] };
const superadmins: { roles: readonly Role[] } = { roles: ['superadmin'] };
/** Logs: superadmins read everything; organization admins the audit entries of their organizations. */
const logReaders: { roles: readonly Role[] } = { roles: ['superadmin', 'orgadmin'] };

/** The admin area's API under the core service: /admin/summary, /admin/addresses, /admin/logs. */
export function adminRoutes(deps: { db: Db; counts: AdminCountProviders }) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/summary',
      {
        config: { access: admins },
        schema: {
          tags,
          summary: 'The admin dashboard: how many users, organizations, addresses, leads and campaigns',
          response: { 200: adminSummarySchema, ...errors },
        },
      },
      async () => adminSummary(deps.db, deps.counts),
    );

    app.get(
      '/admin/addresses',
      {
        config: { access: superadmins },
        schema: {
          tags,
          summary: 'Stored property records, newest first: a page after the cursor, optionally searched',
          querystring: adminAddressesQuerySchema,
          response: { 200: adminAddressesPageSchema, ...errors },
        },
      },
      async (request) => listAddressRecords(deps.db, request.query),
    );

    app.get(
      '/admin/logs',
      {
        config: { access: logReaders },
        schema: {
          tags,
          summary:
            'The core log, newest first, by source, action, target type, actor and time range (from inclusive, ' +
            "to exclusive); an organization admin's holds only their organizations' audit entries",
          querystring: adminLogsQuerySchema,
          response: { 200: adminLogsPageSchema, ...errors },
        },
      },
      async (request) => {
        const organizationIds = await logScopeOf(deps.db, request.currentUser!);
        const { actor } = request.query;
        const actorAccountId = actor?.includes('@') ? await accountIdOfEmail(deps.db, actor) : undefined;
        const page = await listAdminLogs(deps.db, { ...request.query, actorAccountId, organizationIds });
        return withActorLabels(deps.db, page);
      },
    );

    app.get(
      '/admin/logs/filters',
      {
        config: { access: logReaders },
        schema: {
          tags,
          summary: 'The sources, actions and target types the core log holds, for its filters',
          response: { 200: adminLogFiltersSchema, ...errors },
        },
      },
      async (request) =>
        adminLogFilters(deps.db, {
          auditOnly: (await logScopeOf(deps.db, request.currentUser!)) !== undefined,
        }),
    );
  };
}

import { APP_VERSION, healthSchema, livenessSchema, readinessSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies, sendError } from '../errors';
import { appliedMigrationCount, expectedMigrationCount, migrationState } from '../platform/db/migrations';
import type { Database } from '../platform/db/types';
import type { ServingState } from '../platform/http/serving-state';
import type { Metrics } from '../platform/metrics/metrics';

/**
 * A database that has not answered in this long counts as down for the readiness probe: a pool waiting on a dead
 * server would otherwise hold the probe until the prober's own time-out, which reads as a hang, not an answer.
 */
const DATABASE_ANSWER_MS = 2_000;

type NotReady = 'draining' | 'database' | 'migrating';

const notReadyMessages: Record<NotReady, string> = {
  draining: 'Not ready: this process is shutting down',
  database: 'Not ready: the database does not answer',
  migrating: 'Not ready: the database is being migrated',
};

export function registerHealth(
  app: FastifyInstance,
  database: Database,
  options: { serving: ServingState; metrics: Metrics },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { summary: 'Driver and migration state', tags: ['system'], response: { 200: healthSchema } },
    },
    async () => {
      const migrations = await migrationState(database);
      return {
        status: migrations.upToDate ? ('ok' as const) : ('degraded' as const),
        version: APP_VERSION,
        driver: database.driver,
        migrations,
      };
    },
  );

  // Probes are never shed nor rate limited: behind a proxy not named in TRUST_PROXY every caller shares one
  // address, and a busy or limited answer would take a healthy process out of the load balancer.
  const probe = { access: 'public', neverShed: true, rateLimit: false } as const;

  routes.get(
    '/api/health/live',
    {
      config: probe,
      schema: {
        summary: 'Liveness: 200 while the process runs (asks nothing of the database)',
        tags: ['system'],
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  routes.get(
    '/api/health/ready',
    {
      config: probe,
      schema: {
        summary: 'Readiness: 200 when this process takes traffic; 503 while migrating, draining or without a database',
        tags: ['system'],
        response: { 200: readinessSchema, ...errorReplies(503) },
      },
    },
    async (_request, reply) => {
      const notReady = await notReadyReason(database, options.serving);
      options.metrics.readiness(notReady);
      if (notReady) return sendError(reply, 'NOT_READY', notReadyMessages[notReady]);
      return { status: 'ready' as const };
    },
  );
}

async function notReadyReason(database: Database, serving: ServingState): Promise<NotReady | undefined> {
  if (serving.draining) return 'draining';
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DATABASE_ANSWER_MS);
  });
  try {
    const applied = await Promise.race([appliedMigrationCount(database), timedOut]);
    if (applied === 'timeout') return 'database';
    // Fewer than this code ships: a start (this one's or another process's) is migrating. More is a newer
    // release rolling out, which this process keeps serving beside.
    return applied < expectedMigrationCount() ? 'migrating' : undefined;
  } catch (error) {
    // No migrations table yet: the first start is creating it.
    return sqlStateOf(error) === UNDEFINED_TABLE || sqlStateOf(error) === UNDEFINED_SCHEMA ? 'migrating' : 'database';
  } finally {
    clearTimeout(timer);
  }
}

const UNDEFINED_TABLE = '42P01';
const UNDEFINED_SCHEMA = '3F000';

/** The SQLSTATE of a driver error, which drizzle wraps as the cause of its own. */
function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

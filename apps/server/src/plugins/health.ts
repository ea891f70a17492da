import { APP_VERSION, healthSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { migrationState } from '../platform/db/migrations';
import type { Database } from '../platform/db/types';

export function registerHealth(app: FastifyInstance, database: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}

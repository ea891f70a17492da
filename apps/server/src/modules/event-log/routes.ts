import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { AppError, errorReplies } from '../../errors';
import { listCoreLogs } from './repo';
import { writeEventLog } from './service/write-event';

const coreLogSchema = z.object({
  id: z.string(),
  source: z.string(),
  action: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export function eventLogRoutes(db: Db) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/core/log',
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          summary: 'Record a client-side event (login and confirm errors)',
          tags: ['core'],
          body: z.strictObject({
            // Built by the client from source, action and a generated id: "login-error-<uuid>".
            id: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9_.:]+(-[A-Za-z0-9_.:]+){2,}$/, { error: 'Id must be source-action-id' })
              .max(200),
            data: z.record(z.string().max(100), z.unknown()).refine((data) => JSON.stringify(data).length <= 4000, {
              error: 'Data must be at most 4000 characters',
            }),
          }),
          response: { 201: z.object({ id: z.string() }), ...errorReplies(400, 409) },
        },
      },
      async (request, reply) => {
        const [source = 'client', action = 'event'] = request.body.id.split('-');
        const created = await writeEventLog(db, {
          id: request.body.id,
          source,
          action,
          data: { ...request.body.data, ip: request.ip },
        });
        if (!created) throw new AppError('LOG_ENTRY_EXISTS', 'A log entry with this id already exists');
        return reply.status(201).send({ id: request.body.id });
      },
    );

    app.get(
      '/core/log',
      {
        config: { access: { roles: ['admin', 'superadmin'] } },
        schema: {
          summary: 'Recent core log entries, newest first',
          tags: ['core'],
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
          response: { 200: z.object({ logs: z.array(coreLogSchema) }) },
        },
      },
      async (request) => {
        const logs = await listCoreLogs(db, request.query.limit);
        return {
          logs: logs.map((log) => ({
            ...log,
            data: log.data as Record<string, unknown>,
            createdAt: log.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}

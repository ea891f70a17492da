import { addressKeyParam, parseAddressKey } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { AppError, errorReplies } from '../../errors';
import { findAddressRecord, propertyFor, type PropertyDeps } from '../home';
import type { MailProvider } from '../notifications';
import { insertCoreLog, listCoreLogs } from './repo';
import { sendTemplateMail, templateNames } from './send-template-mail';

const coreLogSchema = z.object({
  id: z.string(),
  source: z.string(),
  action: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

const coreAddressSchema = z.object({
  id: z.string(),
  address: z.string(),
  estimate: z.number().nullable(),
  loanBalance: z.number().nullable(),
});

export function coreRoutes(deps: { db: Db; mail: MailProvider; publicUrl: string; home: PropertyDeps }) {
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
        const created = await insertCoreLog(deps.db, {
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
        const logs = await listCoreLogs(deps.db, request.query.limit);
        return {
          logs: logs.map((log) => ({
            ...log,
            data: log.data as Record<string, unknown>,
            createdAt: log.createdAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/sendemail',
      {
        config: { access: { roles: ['superadmin'] } },
        schema: {
          summary: 'Send a templated e-mail (the welcome e-mail of admin-created users)',
          tags: ['core'],
          body: z.strictObject({
            to: z.email({ error: 'To must be a valid email address' }),
            templateName: z.enum(templateNames, { error: `Template must be one of: ${templateNames.join(', ')}` }),
            password: z.string().min(1).max(128),
            url: z.url({ error: 'Url must be a web address' }).optional(),
          }),
          response: { 200: z.object({ sent: z.literal(true) }), ...errorReplies(400) },
        },
      },
      async (request) => {
        await sendTemplateMail(deps.mail, { ...request.body, url: request.body.url ?? deps.publicUrl });
        return { sent: true as const };
      },
    );

    // The professional side's light address record (a campaign contact's panel), served from the
    // same cached property records; figures are always computed here, never taken from the client.
    app.get(
      '/address/:key',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['core'],
          summary: 'The core address record; null when none yet',
          params: z.object({ key: addressKeyParam }),
          response: { 200: coreAddressSchema.nullable(), ...errorReplies(400) },
        },
      },
      async (request) => {
        const record = await findAddressRecord(deps.db, request.params.key);
        return record
          ? { id: record.id, address: record.address, estimate: record.estimate, loanBalance: record.loanBalance }
          : null;
      },
    );

    app.post(
      '/address',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['core'],
          summary: 'Compute and save the core address record',
          body: z.object({ id: addressKeyParam }).passthrough(),
          response: { 200: coreAddressSchema, ...errorReplies(400, 404) },
        },
      },
      async (request) => {
        const record = await propertyFor(deps.home, parseAddressKey(request.body.id)!);
        return { id: record.id, address: record.address, estimate: record.estimate, loanBalance: record.loanBalance };
      },
    );
  };
}

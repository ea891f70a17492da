import { CAMPAIGN_ROLES, recordId, templateListSchema, templateRequestSchema, templateSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { errorReplies } from '../../errors';
import { addTemplate, changeTemplate, listTemplates, templateRecord } from './service/templates';

const tags = ['templates'];
const errors = errorReplies(400, 401, 403, 404);
const idParams = z.object({ id: recordId('Template') });
const admins = { roles: ['admin', 'superadmin'] as const };

/** The notifications service's template calls (section 7); admins add and edit the catalogue. */
export function templateRoutes(db: Db) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/message/templates',
      {
        config: { access: { roles: CAMPAIGN_ROLES } },
        schema: { tags, summary: 'Message templates, newest first', response: { 200: templateListSchema, ...errors } },
      },
      async () => listTemplates(db),
    );

    app.get(
      '/message/template/:id',
      {
        config: { access: { roles: CAMPAIGN_ROLES } },
        schema: {
          tags,
          summary: 'One message template',
          params: idParams,
          response: { 200: templateSchema, ...errors },
        },
      },
      async (request) => templateRecord(db, request.params.id),
    );

    app.post(
      '/message/template',
      {
        config: { access: admins },
        schema: {
          tags,
          summary: 'Add a message template (admins)',
          body: templateRequestSchema,
          response: { 201: templateSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await addTemplate(db, request.currentUser!.id, request.body)),
    );

    app.put(
      '/message/template/:id',
      {
        config: { access: admins },
        schema: {
          tags,
          summary: 'Change a message template (admins)',
          params: idParams,
          body: templateRequestSchema,
          response: { 200: templateSchema, ...errors },
        },
      },
      async (request) => changeTemplate(db, request.params.id, request.body),
    );
  };
}

import { companyInfoSchema, leadRequestSchema, leadSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { errorReplies } from '../../errors';
import { campaignRefOf } from '../links';
import { createLead, type CreateLeadDeps } from './service/create-lead';

const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: 'Idempotency-Key must be at most 200 characters' })
  .optional();

export function leadsRoutes(deps: CreateLeadDeps & { config: Config }) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/lead',
      {
        config: {
          access: 'public',
          rateLimit: { max: deps.config.limits.leadsPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          summary: 'Send a lead to the lending partner',
          tags: ['site'],
          headers: z.object({ 'idempotency-key': idempotencyKeyHeader }),
          body: leadRequestSchema,
          response: { 200: leadSchema, 201: leadSchema, ...errorReplies(400, 409, 429) },
        },
      },
      async (request, reply) => {
        // The campaign link the visitor came through: named in the request, or kept by their browser since the click.
        const ref = request.body.ref ?? campaignRefOf(request);
        const input = ref ? { ...request.body, ref } : request.body;
        const { lead, created } = await createLead(deps, input, request.headers['idempotency-key']);
        return reply.status(created ? 201 : 200).send(lead);
      },
    );

    app.get(
      '/company',
      {
        config: { access: 'public' },
        schema: { summary: "The operator's contact details", tags: ['site'], response: { 200: companyInfoSchema } },
      },
      async () => deps.config.company,
    );
  };
}

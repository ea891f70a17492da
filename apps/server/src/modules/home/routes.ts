import { addressKeyParam, parseAddressKey, propertyRecordSchema, solarEstimateSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { findAddressRecord } from './repo';
import { calculateProperty, toPropertyRecord, type PropertyDeps } from './service/calculate-property';
import { solarEstimateFor } from './service/solar-estimate';

const tags = ['home'];
const errors = errorReplies(400, 401, 404);

export function homeRoutes(deps: PropertyDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/address/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The cached property record of an address; null when none yet',
          params: z.object({ id: addressKeyParam }),
          response: { 200: propertyRecordSchema.nullable(), ...errors },
        },
      },
      async (request) => {
        const record = await findAddressRecord(deps.db, request.params.id);
        return record ? toPropertyRecord(record) : null;
      },
    );

    app.get(
      '/address/:id/solar',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The Solar Sun Score of an address: yearly kWh, savings, cost, payback and a 0-100 score',
          params: z.object({ id: addressKeyParam }),
          response: { 200: solarEstimateSchema, ...errors, ...errorReplies(422, 503) },
        },
      },
      async (request) => solarEstimateFor(deps, request.params.id),
    );

    app.post(
      '/address',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Compute and save the record of an address',
          body: z.strictObject({ id: addressKeyParam }),
          response: { 200: propertyRecordSchema, ...errors },
        },
      },
      async (request) => calculateProperty(deps, parseAddressKey(request.body.id)!),
    );
  };
}

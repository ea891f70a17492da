import {
  addressKeyParam,
  apiErrorSchema,
  latestRate,
  parseAddressKey,
  PMMS_CREDIT,
  propertyRecordSchema,
  roundToEighth,
  solarEstimateSchema,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAddressRecord } from './repo';
import { calculateProperty, toPropertyRecord, type PropertyDeps } from './service/calculate-property';
import { solarEstimateFor } from './service/solar-estimate';

const tags = ['home'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const todayRate = z.object({
  ratePercent: z.number(),
  roundedToEighth: z.number(),
  date: z.string(),
  basis: z.string(),
});

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
          response: { 200: solarEstimateSchema, ...errors, 422: apiErrorSchema, 503: apiErrorSchema },
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

    app.get(
      '/rates',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Today's average rates (latest PMMS week)",
          response: { 200: z.object({ rate30: todayRate, rate15: todayRate, source: z.string() }) },
        },
      },
      async () => {
        const describe = (term: 30 | 15) => {
          const rate = latestRate(deps.pmms, term)!;
          return {
            ratePercent: rate.ratePercent,
            roundedToEighth: roundToEighth(rate.ratePercent),
            date: rate.date,
            basis: rate.basis,
          };
        };
        return { rate30: describe(30), rate15: describe(15), source: PMMS_CREDIT };
      },
    );
  };
}

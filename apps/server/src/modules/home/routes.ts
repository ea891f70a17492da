import {
  addressKeyParam,
  apiErrorSchema,
  latestRate,
  parseAddressKey,
  PMMS_CREDIT,
  propertyRecordSchema,
  roundToEighth,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAddressRecord, upsertAddressSettings } from './repo';
import { calculateProperty, toPropertyRecord, type PropertyDeps } from './service/calculate-property';

const tags = ['home'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must not be negative` })
    .max(100_000_000, { error: `${label} is too large` });

const settingsBody = z.strictObject({
  addressId: addressKeyParam,
  removeMortgageInsurance: z.boolean().default(true),
  propertyIncrease: z
    .number()
    .min(0, { error: 'Property increase must not be negative' })
    .max(100, { error: 'Property increase is a percent up to 100' })
    .nullable()
    .optional(),
  propertyIncreaseActive: z.boolean().default(false),
  propertyCash: money('Property cash').nullable().optional(),
  propertyCashActive: z.boolean().default(false),
  propertyEquity: money('Property equity').nullable().optional(),
  propertyEquityActive: z.boolean().default(false),
});

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

    app.post(
      '/address/settings',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Save the signed-in person's notification settings for an address",
          body: settingsBody,
          response: {
            200: settingsBody.extend({
              id: z.string(),
              userId: z.string(),
              createdDate: z.string(),
              updatedDate: z.string(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const saved = await upsertAddressSettings(deps.db, { ...request.body, userId: request.currentUser!.id });
        return { ...saved, createdDate: saved.createdDate.toISOString(), updatedDate: saved.updatedDate.toISOString() };
      },
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

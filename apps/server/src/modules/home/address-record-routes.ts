import { addressKeyParam, parseAddressKey } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { findAddressRecord } from './repo';
import { calculateProperty, type PropertyDeps } from './service/calculate-property';

const coreAddressSchema = z.object({
  id: z.string(),
  address: z.string(),
  estimate: z.number().nullable(),
  loanBalance: z.number().nullable(),
});

/** The spec's core service's address record, mounted under its prefix; the home module owns the records. */
export function addressRecordRoutes(home: PropertyDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

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
        const record = await findAddressRecord(home.db, request.params.key);
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
        const record = await calculateProperty(home, parseAddressKey(request.body.id)!);
        return { id: record.id, address: record.address, estimate: record.estimate, loanBalance: record.loanBalance };
      },
    );
  };
}

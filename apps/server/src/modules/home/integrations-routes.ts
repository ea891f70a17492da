import {
  autocompleteQuerySchema,
  autocompleteReplySchema,
  propertyCalculateQuerySchema,
  propertyRecordSchema,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { calculateProperty as propertyFor, type PropertyDeps } from './service/calculate-property';

const tags = ['integrations'];
/** 503: the configured address or property service cannot answer right now. */
const errors = errorReplies(400, 404, 503);

export function integrationsRoutes(deps: PropertyDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/integrations/address/autocomplete',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Addresses matching what was typed, nearest first when lat/long are given',
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteReplySchema, ...errorReplies(400, 503) },
        },
      },
      async (request) => {
        const { term, token, lat, long } = request.query;
        const near = lat !== undefined && long !== undefined ? { latitude: lat, longitude: long } : undefined;
        const predictions = await deps.addresses.suggest(term, { sessionToken: token, near });
        return { status: predictions.length > 0 ? ('OK' as const) : ('ZERO_RESULTS' as const), predictions };
      },
    );

    const calculate = {
      config: { access: 'public' as const },
      schema: {
        tags,
        summary: 'Compute the property record of an address',
        querystring: propertyCalculateQuerySchema,
        response: { 200: propertyRecordSchema, ...errors },
      },
    };
    app.get('/property/calculate/', calculate, async (request) =>
      propertyFor(deps, { street: request.query.address, city: request.query.city, state: request.query.state }),
    );
    app.get('/property/calculate/proxy/', calculate, async (request) =>
      propertyFor(deps, { street: request.query.address, city: request.query.city, state: request.query.state }),
    );

    app.get(
      '/integrations/property/',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Property data for a one-line address ("street, city, state")',
          querystring: z.object({ address: z.string().trim().min(5).max(250) }),
          response: { 200: propertyRecordSchema, ...errors },
        },
      },
      async (request) => {
        const [street = '', city = '', stateZip = ''] = request.query.address.split(',').map((part) => part.trim());
        return propertyFor(deps, { street, city, state: stateZip.split(/\s+/)[0] ?? '' });
      },
    );
  };
}

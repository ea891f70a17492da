// Integrations: the spec's integrations service: address autocomplete and property data, from the
// embedded dataset by default or Google Places / RentCast when configured. Owns no tables.
import type { FastifyInstance } from 'fastify';
import type { PropertyDeps } from '../home';
import { integrationsRoutes } from './routes';

export function integrationsModule(deps: PropertyDeps) {
  return async function integrations(app: FastifyInstance) {
    await app.register(integrationsRoutes(deps), { prefix: '/api/integrations' });
  };
}

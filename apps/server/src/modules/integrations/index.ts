// Integrations: the spec's integrations service: address autocomplete and property data, from the
// embedded dataset by default or Google Places / RentCast when configured. Owns no tables.
import type { ModuleDescriptor } from '../module-descriptor';
import { integrationsRoutes } from './routes';

export const integrationsModule: ModuleDescriptor = {
  name: 'integrations',
  routes: [{ prefix: '/api/integrations', plugin: ({ home }) => integrationsRoutes(home) }],
};

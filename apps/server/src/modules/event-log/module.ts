import type { ModuleDescriptor } from '../module-descriptor';
import { eventLogRoutes } from './routes';

export const eventLogModule: ModuleDescriptor = {
  name: 'event-log',
  routes: [{ prefix: '/api/core', plugin: ({ database }) => eventLogRoutes(database.db) }],
};

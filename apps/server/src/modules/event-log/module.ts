import type { ModuleDescriptor } from '../module-descriptor';
import { eventLogRoutes } from './routes';
import { eventLogPersonalData } from './personal-data';

export const eventLogModule: ModuleDescriptor = {
  name: 'event-log',
  personalData: eventLogPersonalData,
  routes: [{ prefix: '/api/core', plugin: ({ database }) => eventLogRoutes(database.db) }],
};

import type { ModuleDescriptor } from '../module-descriptor';
import { adminCountProviders } from './count-providers';
import { adminRoutes } from './routes';

export const adminModule: ModuleDescriptor = {
  name: 'admin',
  routes: [
    {
      prefix: '/api/core',
      plugin: ({ database }) => adminRoutes({ db: database.db, counts: adminCountProviders }),
    },
  ],
};

// Admin: the admin area's API (dashboard counts, stored property records, the core log) under the core
// service's /admin paths. Owns no tables: it reads through the faces of the modules that own the records.
import type { ModuleDescriptor } from '../module-descriptor';
import { adminCountProviders } from './count-providers';
import { adminRoutes } from './routes';

export { adminCountProviders, type AdminCountProviders, type CountProvider } from './count-providers';

export const adminModule: ModuleDescriptor = {
  name: 'admin',
  routes: [
    {
      prefix: '/api/core',
      plugin: ({ database }) => adminRoutes({ db: database.db, counts: adminCountProviders }),
    },
  ],
};

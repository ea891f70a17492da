// Admin: the admin area's API (dashboard counts, stored property records, the core log) under the core
// service's /admin paths. Owns no tables: it reads through the faces of the modules that own the records.
import type { Database } from '../../db/types';
import { adminCountProviders } from './count-providers';
import { adminRoutes } from './routes';

export { adminCountProviders, type AdminCountProviders, type CountProvider } from './count-providers';

/** The module's descriptor (see registry.ts): its routes under the core service prefix. */
export const adminModule = {
  name: 'admin',
  routes: [
    {
      prefix: '/api/core',
      plugin: ({ database }: { database: Database }) => adminRoutes({ db: database.db, counts: adminCountProviders }),
    },
  ],
};

// Site: what the public site sends us (leads now; teams and campaigns later) and the company details.
// Owns the leads table; their hand-off to webhooks and the lead inbox is the webhooks module's.
import type { ModuleDescriptor } from '../module-descriptor';
import { siteRoutes } from './routes';
import { seedSiteDemoData, siteHasData } from './seed';

export { countLeads } from './count-leads';
export { createLead, type CreateLeadDeps } from './service/create-lead';

export const siteModule: ModuleDescriptor = {
  name: 'site',
  routes: [
    {
      prefix: '/api/site',
      plugin: ({ config, database, queue }) => siteRoutes({ config, db: database.db, queue }),
    },
  ],
  // Sample leads on a fresh database only; a database with leads is never touched.
  async seed({ database }) {
    if (!(await siteHasData(database.db))) await seedSiteDemoData(database.db);
  },
};

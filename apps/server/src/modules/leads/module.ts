import type { ModuleDescriptor } from '../module-descriptor';
import { homeReportRoutes } from './home-report-routes';
import { funnelRoutes } from './funnel-routes';
import { opportunityRoutes } from './opportunity-routes';
import { pipelineRoutes } from './pipeline-routes';
import { leadsRoutes } from './routes';
import { seedDemoLeads, hasLeads } from './seed';
import { leadsPersonalData } from './personal-data';

export const leadsModule: ModuleDescriptor = {
  name: 'leads',
  personalData: leadsPersonalData,
  routes: [
    {
      prefix: '/api/site',
      plugin: ({ config, database, queue }) => leadsRoutes({ config, db: database.db, queue }),
    },
    {
      prefix: '/api/site',
      plugin: ({ config, database, queue }) => pipelineRoutes({ config, db: database.db, queue }),
    },
    {
      prefix: '/api/site',
      plugin: ({ database, home }) => opportunityRoutes({ db: database.db, pmms: home.pmms }),
    },
    {
      prefix: '/api/site',
      plugin: ({ config, database, queue, home }) =>
        homeReportRoutes({ config, db: database.db, queue, pmms: home.pmms }),
    },
    { prefix: '/api/site', plugin: ({ database }) => funnelRoutes({ db: database.db }) },
  ],
  // Sample leads on a fresh database only; a database with leads is never touched.
  async seed({ database }) {
    if (!(await hasLeads(database.db))) await seedDemoLeads(database.db);
  },
};

// Site: what the public site sends us (leads now; teams and campaigns later) and the company details.
// Owns the leads, lead_deliveries and lead_delivery_attempts tables and the lead hand-off jobs.
import { jobWith, type ModuleDescriptor, type ModuleServices } from '../module-descriptor';
import { registerDeliveriesPage } from './deliveries-page';
import { siteRoutes } from './routes';
import { seedSiteDemoData, siteHasData } from './seed';
import { leadEmailJob, leadWebhookJob } from './service/lead-jobs';
import type { SiteDeps } from './service/site-deps';

export { getSignedWebhook, signWebhookBody, type WebhookResult } from './providers/lead-webhook';
export type { SiteDeps } from './service/site-deps';
export { countLeads } from './count-leads';

const siteDeps = ({ config, database, queue, mail }: ModuleServices): SiteDeps => ({
  config,
  db: database.db,
  queue,
  mail,
});

export const siteModule: ModuleDescriptor = {
  name: 'site',
  routes: [{ prefix: '/api/site', plugin: (services) => siteRoutes(siteDeps(services)) }],
  devPages: (app, { config, database }) => registerDeliveriesPage(app, database.db, config.mode === 'demo'),
  jobs: [jobWith(leadWebhookJob, siteDeps), jobWith(leadEmailJob, siteDeps)],
  // Sample leads on a fresh database only; a database with leads is never touched.
  async seed({ database }) {
    if (!(await siteHasData(database.db))) await seedSiteDemoData(database.db);
  },
};

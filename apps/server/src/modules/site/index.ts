// Site: what the public site sends us (leads now; teams and campaigns later) and the company details.
// Owns the leads, lead_deliveries and lead_delivery_attempts tables and the lead hand-off jobs.
import type { FastifyInstance } from 'fastify';
import { registerDeliveriesPage } from './deliveries-page';
import { siteRoutes } from './routes';
import { leadEmailJob, leadWebhookJob } from './service/lead-jobs';
import type { SiteDeps } from './service/site-deps';

export { getSignedWebhook, signWebhookBody, type WebhookResult } from './providers/lead-webhook';
export type { SiteDeps } from './service/site-deps';
export { countLeads } from './count-leads';

export function siteModule(deps: SiteDeps) {
  return async function site(app: FastifyInstance) {
    await app.register(siteRoutes(deps), { prefix: '/api/site' });
    if (deps.config.devToolsEnabled) registerDeliveriesPage(app, deps.db, deps.config.mode === 'demo');
  };
}

/** The lead hand-off jobs (their handlers take SiteDeps). */
export const siteJobs = [leadWebhookJob, leadEmailJob];
export { seedSiteDemoData, siteHasData } from './seed';

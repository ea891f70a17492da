// Site: what the public site sends us (leads now; teams and campaigns later) and the company details.
// Owns the leads, lead_deliveries and lead_delivery_attempts tables and the lead hand-off jobs.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs/queue';
import type { MailProvider } from '../notifications';
import { registerDeliveriesPage } from './deliveries-page';
import { siteRoutes } from './routes';
import { deliverLead } from './service/deliver-lead';
import { LEAD_EMAIL_QUEUE, LEAD_WEBHOOK_QUEUE, leadQueues } from './service/lead-queues';

export { getSignedWebhook, signWebhookBody, type WebhookResult } from './providers/lead-webhook';

export interface SiteDeps {
  config: Config;
  db: Db;
  queue: JobQueue;
  mail: MailProvider;
}

export function siteModule(deps: SiteDeps) {
  return async function site(app: FastifyInstance) {
    await app.register(siteRoutes(deps), { prefix: '/api/site' });
    if (deps.config.devToolsEnabled) registerDeliveriesPage(app, deps.db, deps.config.mode === 'demo');
  };
}

/** Declares the lead queues; call before the queue starts. */
export async function defineSiteQueues(deps: SiteDeps) {
  for (const queue of leadQueues(deps.config.leads.retryDelaySeconds, deps.config.leads.retryLimit)) {
    await deps.queue.define(queue);
  }
}

/** Starts the lead hand-off workers. */
export async function startSiteWorkers(deps: SiteDeps) {
  const deliver = (job: { data: { deliveryId: string } }) =>
    deliverLead(
      {
        db: deps.db,
        mail: deps.mail,
        webhookSecret: deps.config.secrets.leadWebhook,
        retryLimit: deps.config.leads.retryLimit,
      },
      job.data.deliveryId,
    );
  await deps.queue.work(LEAD_WEBHOOK_QUEUE, deliver);
  await deps.queue.work(LEAD_EMAIL_QUEUE, deliver);
}
export { seedSiteDemoData, siteHasData } from './seed';

// Webhooks: signed outbound deliveries with their attempts and retries, shared by every module that hands
// a record on (leads, listing requests). Owns the webhook_deliveries and webhook_attempts tables.
import { jobWith, type ModuleDescriptor, type ModuleServices } from '../module-descriptor';
import { registerDeliveriesPage } from './deliveries-page';
import { deliveryJobs } from './service/delivery-jobs';
import type { WebhookDeps } from './service/deps';

export { signWebhookBody } from './providers/signed-webhook';
export { enqueueDeliveries, type DeliveryMessage, type NewDelivery } from './service/enqueue-deliveries';
export type { DeliveryKind } from './service/delivery-jobs';

const webhookDeps = ({ database, mail, config }: ModuleServices): WebhookDeps => ({ db: database.db, mail, config });

export const webhooksModule: ModuleDescriptor = {
  name: 'webhooks',
  devPages: (app, { config, database }) => registerDeliveriesPage(app, database.db, config.mode === 'demo'),
  jobs: deliveryJobs.map((job) => jobWith(job, webhookDeps)),
};

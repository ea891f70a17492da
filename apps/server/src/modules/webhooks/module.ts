import { jobWith, type ModuleDescriptor, type ModuleServices } from '../module-descriptor';
import { registerDeliveriesPage } from './deliveries-page';
import { deliveryJobs } from './service/delivery-jobs';
import type { WebhookDeps } from './service/deps';
import { webhooksPersonalData } from './personal-data';

const webhookDeps = ({ database, mail, config, metrics }: ModuleServices): WebhookDeps => ({
  db: database.db,
  mail,
  config,
  metrics,
});

export const webhooksModule: ModuleDescriptor = {
  name: 'webhooks',
  personalData: webhooksPersonalData,
  devPages: (app, { config, database }) => registerDeliveriesPage(app, database.db, config.mode === 'demo'),
  jobs: deliveryJobs.map((job) => jobWith(job, webhookDeps)),
};

import {
  campaignImportReport,
  campaignImportRows,
  campaignRejectedCsv,
  classifyContacts,
  fitImportToTemplate,
  keepImportForCampaign,
  readImport,
  recordUploadConsent,
  suppressedPhones,
  suppressionScopeFor,
  validImportContactAt,
  validImportContacts,
} from '../contacts';
import { jobWith, type ModuleDescriptor, type ModuleServices } from '../module-descriptor';
import { archiveCreditRoutes } from './archive-credit-routes';
import { campaignManageRoutes } from './manage-routes';
import { campaignRoutes } from './routes';
import type { CampaignLeads, CampaignsDeps } from './service/deps';
import { finalizeCampaignJob, queueFinalize, resumeStaleSubmissions } from './service/finalize-job';
import { seedTemplates } from './service/templates';
import { templateRoutes } from './template-routes';
import { campaignsPersonalData } from './personal-data';

import { uploadTemplateRoutes } from './upload-template-routes';

const SWEEP_MS = 60_000;
const leads: CampaignLeads = {
  readImport,
  validImportContacts,
  classifyContacts,
  suppressedPhones,
  suppressionScopeFor,
  keepImportForCampaign,
  recordUploadConsent,
  campaignImportReport,
  campaignImportRows,
  campaignRejectedCsv,
  fitImportToTemplate,
  validImportContactAt,
};

type DepsServices = Pick<ModuleServices, 'database' | 'payments' | 'queue'> & {
  config?: Pick<ModuleServices['config'], 'publicUrl'>;
};

const campaignsDeps = (services: DepsServices, warn: CampaignsDeps['warn']): CampaignsDeps => ({
  db: services.database.db,
  payments: services.payments,
  queue: services.queue,
  leads,
  linkBaseUrl: services.config?.publicUrl,
  warn,
});

/** The module's dependencies over the shared services (tests drive its background work with them). */
export const campaignsDepsOf = (services: DepsServices) => campaignsDeps(services, () => undefined);

export const campaignsModule: ModuleDescriptor = {
  name: 'campaigns',
  personalData: campaignsPersonalData,
  routes: [
    {
      prefix: '/api/site',
      plugin: (services) =>
        campaignRoutes((app) => campaignsDeps(services, (message, details) => app.log.warn(details, message))),
    },
    { prefix: '/api/site', plugin: (services) => archiveCreditRoutes(services.database.db) },
    {
      prefix: '/api/site',
      plugin: (services) =>
        uploadTemplateRoutes((app) => campaignsDeps(services, (message, details) => app.log.warn(details, message))),
    },
    {
      prefix: '/api/site',
      plugin: (services) =>
        campaignManageRoutes((app) => campaignsDeps(services, (message, details) => app.log.warn(details, message))),
    },
    { prefix: '/api/notifications', plugin: (services) => templateRoutes(services.database.db) },
  ],
  jobs: [jobWith(finalizeCampaignJob, campaignsDepsOf)],
  // The template catalogue is product data: every installation starts with it.
  seed: async (services) => seedTemplates(services.database.db),
  connect(services) {
    const deps = campaignsDepsOf(services);
    services.payments.onSucceeded('campaign', (payment) => queueFinalize(deps, payment.typeId));
  },
  async startWorkers(services, { logger }) {
    const deps = campaignsDeps(services, (message, details) => logger.warn(details, message));
    const sweep = () =>
      void resumeStaleSubmissions(deps).catch((error: unknown) =>
        logger.error({ kind: error instanceof Error ? error.name : typeof error }, 'campaign resume sweep failed'),
      );
    const timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
};

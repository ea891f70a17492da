import pino from 'pino';
import type { Config, ProviderSettings } from '../../config';
import type { Db } from '../../platform/db/types';
import type { JobQueue } from '../../platform/jobs/queue';
import { jobWith, type ModuleDescriptor } from '../module-descriptor';
import { createHomeProviders, localProviderSettings } from './providers/create-providers';
import { httpPmmsFeed } from './providers/pmms-feed';
import { addressRecordRoutes } from './address-record-routes';
import { integrationsRoutes } from './integrations-routes';
import { ratesRoutes } from './rates-routes';
import { homeRoutes } from './routes';
import type { PropertyDeps } from './service/calculate-property';
import { buildSampleMarket } from './service/market';
import { refreshSampleValuations } from './service/refresh-sample-valuations';
import { pmmsOriginationRate, readPmmsHistory } from './service/pmms';
import { pmmsFeedJob, queuePmmsFeedRead, type PmmsFeedJobDeps } from './service/pmms-feed-schedule';

export type { PropertyDeps };

/**
 * Builds the search and price indexes from the dataset (loadSampleHomes loads it on first start),
 * brings cached sample records to the current valuation model, and sets up the address and property
 * providers configuration chose (the local ones by default).
 */
export async function prepareHome(
  db: Db,
  options: { today?: () => string; providers?: ProviderSettings } = {},
): Promise<PropertyDeps> {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const pmms = readPmmsHistory();
  const market = await buildSampleMarket(db);
  await refreshSampleValuations(db, market);
  const providers = createHomeProviders(options.providers ?? localProviderSettings, {
    db,
    market,
    originationRate: pmmsOriginationRate(pmms),
    today,
    addressIndex: market.addresses,
  });
  return { db, pmms, ...providers };
}

/** What the PMMS feed job needs: nothing to run without PMMS_FEED_URL (the shipped history only, no network). */
function pmmsFeedJobDeps(home: PropertyDeps, queue: JobQueue, config: Config): PmmsFeedJobDeps {
  const settings = config.pmmsFeed;
  if (!settings) return { reader: null, queue };
  return {
    reader: {
      db: home.db,
      shipped: home.pmms,
      feed: httpPmmsFeed(settings),
      refreshHours: settings.refreshHours,
      logger: pino({ level: config.logLevel, name: 'pmms-feed' }),
    },
    queue,
  };
}

/** Kicks off the feed's read chain (a first read now, dropped if one already waits). */
async function startPmmsFeedChain(home: PropertyDeps, queue: JobQueue, config: Config) {
  if (config.pmmsFeed) await queuePmmsFeedRead(home.db, queue, new Date());
}

export const homeModule: ModuleDescriptor = {
  name: 'home',
  routes: [
    { prefix: '/api/home', plugin: ({ home }) => homeRoutes(home) },
    {
      prefix: '/api/home',
      plugin: ({ home, config }) => ratesRoutes(home, { pmmsFeedConfigured: config.pmmsFeed !== undefined }),
    },
    // The spec's integrations service (address autocomplete, property data) and its core service's address record.
    { prefix: '/api/integrations', plugin: ({ home }) => integrationsRoutes(home) },
    { prefix: '/api/core', plugin: ({ home }) => addressRecordRoutes(home) },
  ],
  jobs: [jobWith(pmmsFeedJob, ({ home, queue, config }) => pmmsFeedJobDeps(home, queue, config))],
  startWorkers: ({ home, queue, config }) => startPmmsFeedChain(home, queue, config),
};

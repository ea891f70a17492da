// Home: the embedded regional dataset (sample data), property records (valuation model, loan balances),
// address search, address settings, the Solar Sun Score and the current rates (PMMS feed, rate sheets).
// Owns homes, address_records, address_settings, pmms_weeks and rate_sheets.
import pino from 'pino';
import type { Config, ProviderSettings } from '../../config';
import type { Db } from '../../platform/db/types';
import type { JobQueue } from '../../platform/jobs/queue';
import { jobWith, type ModuleDescriptor } from '../module-descriptor';
import type { SuggestOptions } from './providers/address-autocomplete';
import { createHomeProviders, localProviderSettings } from './providers/create-providers';
import { httpPmmsFeed } from './providers/pmms-feed';
import { ratesRoutes } from './rates-routes';
import { homeRoutes } from './routes';
import { calculateProperty, type PropertyDeps } from './service/calculate-property';
import { buildSampleMarket } from './service/market';
import { refreshSampleValuations } from './service/refresh-sample-valuations';
import { pmmsOriginationRate, readPmmsHistory } from './service/pmms';
import { pmmsFeedJob, queuePmmsFeedRead, type PmmsFeedJobDeps } from './service/pmms-feed-schedule';

export { homesDatasetPath, loadHomesWhenEmpty as loadSampleHomes } from './dataset/load-homes';
export { ADDRESS_NOT_FOUND, ADDRESS_RECORD_TABLES } from './service/calculate-property';
export { readPmmsHistory } from './service/pmms';
export { currentRates, mergePmmsHistory, RATES_UNAVAILABLE, ratesToday } from './service/current-rates';
export { importPmmsFeed, type PmmsFeedImport } from './service/import-pmms-feed';
export { pmmsFeedJob } from './service/pmms-feed-schedule';
export {
  httpPmmsFeed,
  parsePmmsFeed,
  PmmsFeedUnavailableError,
  type PmmsFeed,
  type PmmsFeedSettings,
} from './providers/pmms-feed';
export { findAddressRecord, findAddressRecords } from './repo';
export { countStoredAddressRecords, listAddressRecords } from './service/list-address-records';
export { PROVIDER_UNAVAILABLE, ProviderUnavailableError } from './providers/provider-errors';
export { googlePlacesAutocomplete, type GooglePlacesSettings } from './providers/google-places-autocomplete';
export { rentcastPropertyData, type RentcastSettings } from './providers/rentcast-property-data';
export { pvwattsSolarEstimate, type PvwattsSettings } from './providers/solar-pvwatts';
export { localSolarEstimate } from './providers/solar-local';
export { NO_COORDINATES } from './service/solar-estimate';
export type { SolarEstimateProvider } from './providers/solar-estimate-provider';
export type { AddressAutocompleteProvider, AddressSuggestion } from './providers/address-autocomplete';
export type { PropertyDataProvider, PropertyRecordInput } from './providers/property-data';
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

/** Street addresses for what was typed, from the configured provider, nearer first when it can. */
export function searchAddresses(deps: PropertyDeps, term: string, options: SuggestOptions = {}) {
  return deps.addresses.suggest(term, options);
}

export function propertyFor(deps: PropertyDeps, address: { street: string; city: string; state: string }) {
  return calculateProperty(deps, address);
}

/** What the PMMS feed job needs: nothing to run without PMMS_FEED_URL (the shipped history only, no network). */
export function pmmsFeedJobDeps(home: PropertyDeps, queue: JobQueue, config: Config): PmmsFeedJobDeps {
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
export async function startPmmsFeedChain(home: PropertyDeps, queue: JobQueue, config: Config) {
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
  ],
  jobs: [jobWith(pmmsFeedJob, ({ home, queue, config }) => pmmsFeedJobDeps(home, queue, config))],
  startWorkers: ({ home, queue, config }) => startPmmsFeedChain(home, queue, config),
};

// Home: the embedded regional dataset (sample data), property records (valuation model, loan balances),
// address search, address settings and the Solar Sun Score. Owns homes, address_records, address_settings.
import type { ProviderSettings } from '../../config';
import type { Db } from '../../db/types';
import type { ModuleDescriptor } from '../module-descriptor';
import { loadHomesWhenEmpty } from './dataset/load-homes';
import type { SuggestOptions } from './providers/address-autocomplete';
import { createHomeProviders, localProviderSettings } from './providers/create-providers';
import { homeRoutes } from './routes';
import { calculateProperty, type PropertyDeps } from './service/calculate-property';
import { buildSampleMarket } from './service/market';
import { pmmsOriginationRate, readPmmsHistory } from './service/pmms';

export { ADDRESS_NOT_FOUND } from './service/calculate-property';
export { readPmmsHistory } from './service/pmms';
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
 * Loads the dataset on first start, builds the search and price indexes from it, and sets up the
 * address and property providers configuration chose (the local ones by default).
 */
export async function prepareHome(
  db: Db,
  options: { datasetFile?: string; today?: () => string; providers?: ProviderSettings } = {},
): Promise<PropertyDeps> {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  await loadHomesWhenEmpty(db, options.datasetFile);
  const pmms = readPmmsHistory();
  const market = await buildSampleMarket(db);
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

export const homeModule: ModuleDescriptor = {
  name: 'home',
  routes: [{ prefix: '/api/home', plugin: ({ home }) => homeRoutes(home) }],
};

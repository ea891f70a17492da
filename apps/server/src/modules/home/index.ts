// Home: the embedded regional dataset (sample data), property records with the valuation model and
// loan balances, and address settings. Owns the homes, address_records and address_settings tables.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { loadHomesWhenEmpty } from './dataset/load-homes';
import { homeRoutes } from './routes';
import { calculateProperty, type PropertyDeps } from './service/calculate-property';
import { buildSampleMarket } from './service/market';
import { pmmsOriginationRate, readPmmsHistory } from './service/pmms';

export { ADDRESS_NOT_FOUND } from './service/calculate-property';
export { readPmmsHistory } from './service/pmms';
export { findAddressRecord, findAddressRecords } from './repo';
export type { PropertyDeps };

/** Loads the dataset on first start and builds the search and price indexes from it. */
export async function prepareHome(
  db: Db,
  options: { datasetFile?: string; today?: () => string } = {},
): Promise<PropertyDeps> {
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  await loadHomesWhenEmpty(db, options.datasetFile);
  const pmms = readPmmsHistory();
  return { db, market: await buildSampleMarket(db), pmms, originationRate: pmmsOriginationRate(pmms), today };
}

export function searchAddresses(deps: PropertyDeps, term: string, near?: { latitude: number; longitude: number }) {
  return deps.market.addresses.search(term, { limit: 5, near });
}

export function propertyFor(deps: PropertyDeps, address: { street: string; city: string; state: string }) {
  return calculateProperty(deps, address);
}

export function homeModule(deps: PropertyDeps) {
  return async function home(app: FastifyInstance) {
    await app.register(homeRoutes(deps), { prefix: '/api/home' });
  };
}

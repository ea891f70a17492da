import type { ListingsSettings } from '../../config';
import type { Db } from '../../platform/db/types';
import type { JobQueue } from '../../platform/jobs/queue';
import { jobWith, type ModuleDescriptor } from '../module-descriptor';
import { loadListingsWhenEmpty } from './dataset/load-listings';
import { resoClient, type ResoClient } from './providers/reso-client';
import { deactivateOtherSources, forgetSyncState, setSourceActive } from './repo';
import { listingsRoutes } from './routes';
import { clearCachedListings } from './service/cached-listings';
import { RESO_SOURCE } from './service/sync-reso';
import { queueResoSync, resoSyncJob, type ResoSyncJobDeps } from './service/sync-schedule';

const SAMPLE_SOURCE = 'sample';

export interface ListingsDeps {
  db: Db;
  settings: ListingsSettings;
  /** Set when LISTINGS_PROVIDER=reso. */
  reso?: ResoClient;
}

/**
 * Makes the configured provider's listings the ones searched. Local: loads the sample listings on
 * first start and switches off any synced ones. RESO: switches the samples off; the listings arrive
 * with the first sync (startListingsWorkers).
 */
export async function prepareListings(
  db: Db,
  options: { datasetFile?: string; settings?: ListingsSettings } = {},
): Promise<ListingsDeps> {
  const settings = options.settings ?? { kind: 'local' as const };
  try {
    if (settings.kind === 'reso') {
      await setSourceActive(db, SAMPLE_SOURCE, false);
      return { db, settings, reso: resoClient(settings) };
    }
    await loadListingsWhenEmpty(db, options.datasetFile);
    await setSourceActive(db, SAMPLE_SOURCE, true);
    await deactivateOtherSources(db, SAMPLE_SOURCE);
    // The synced listings are now stale: a later switch back to RESO starts with a full sync.
    await forgetSyncState(db, RESO_SOURCE);
    return { db, settings };
  } finally {
    clearCachedListings(db);
  }
}

/** What the sync job needs: nothing to run for the local listings. */
function resoSyncJobDeps(deps: ListingsDeps, queue: JobQueue): ResoSyncJobDeps {
  if (deps.settings.kind !== 'reso' || !deps.reso) return { sync: null, queue };
  const { syncMinutes, fullSyncHours } = deps.settings;
  return { sync: { db: deps.db, client: deps.reso, syncMinutes, fullSyncHours }, queue };
}

/** Kicks off the RESO sync chain (a first run now, dropped if one already waits). */
async function startResoSyncChain(deps: ListingsDeps, queue: JobQueue) {
  if (deps.settings.kind === 'reso') await queueResoSync(deps.db, queue, new Date());
}

export const listingsModule: ModuleDescriptor = {
  name: 'listings',
  // The cover pictures, under /api/home beside the home module's routes.
  routes: [{ prefix: '/api/home', plugin: ({ listings }) => listingsRoutes(listings) }],
  jobs: [jobWith(resoSyncJob, ({ listings, queue }) => resoSyncJobDeps(listings, queue))],
  startWorkers: ({ listings, queue }) => startResoSyncChain(listings, queue),
};

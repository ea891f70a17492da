// What tests of other modules and the benchmarks may use of the listings module; never imported by src.
export type { ListingSearch } from './service/search-listings';
export { clearCachedListings, CACHED_LISTINGS_MAX_AGE_MS } from './service/cached-listings';
export { coverSvg } from './service/cover-image';
export { readListingsDataset } from './dataset/load-listings';
export { resoClient, ResoUnavailableError, type ResoSettings } from './providers/reso-client';
export { syncResoListings, resoListingId } from './service/sync-reso';
export { resoSyncJob } from './service/sync-schedule';

// What tests of other modules and the benchmarks may use of the listings module; never imported by src.
export type { ListingSearch } from './service/search-listings';
export { forgetRememberedListings, REMEMBERED_LISTINGS_MAX_AGE_MS } from './service/remembered-listings';
export { coverSvg } from './service/cover-image';
export { readListingsDataset } from './dataset/load-listings';
export { resoClient, ResoUnavailableError, type ResoSettings } from './providers/reso-client';
export { syncResoListings, resoListingId } from './service/sync-reso';
export { resoSyncJob } from './service/sync-schedule';

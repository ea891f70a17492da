// Listings: homes for sale, the embedded sample listings or an MLS synced over the RESO Web API,
// their search and their generated cover pictures. Owns listings and listing_sync_state.
export { countListingsAtOrBelow, findListing, searchListings } from './service/search-listings';
export { listingCounties } from './service/listing-counties';
export type { ListingsPage } from './service/cached-listings';
export { listingsDatasetPath } from './dataset/load-listings';
export { type ListingsDeps, prepareListings } from './module';

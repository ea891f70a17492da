// What tests of other modules and the benchmarks may use of the home module; never imported by src.
export {
  ADDRESS_NOT_FOUND,
  ADDRESS_RECORD_TABLES,
  calculateProperty as propertyFor,
} from './service/calculate-property';
export { readPmmsHistory } from './service/pmms';
export { importPmmsFeed } from './service/import-pmms-feed';
export { pmmsFeedJob } from './service/pmms-feed-schedule';
export { httpPmmsFeed, parsePmmsFeed, PmmsFeedUnavailableError } from './providers/pmms-feed';
export { PROVIDER_UNAVAILABLE, ProviderUnavailableError } from './providers/provider-errors';
export { googlePlacesAutocomplete } from './providers/google-places-autocomplete';
export { rentcastPropertyData } from './providers/rentcast-property-data';
export { pvwattsSolarEstimate } from './providers/solar-pvwatts';
export { NO_COORDINATES } from './service/solar-estimate';

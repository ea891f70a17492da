// Home: the embedded regional dataset (sample data), property records (valuation model, loan balances),
// address search, address settings, the Solar Sun Score and the current rates (PMMS feed, rate sheets).
// Owns homes, address_records, address_settings, pmms_weeks and rate_sheets.
export { homesDatasetPath, loadHomesWhenEmpty as loadSampleHomes } from './dataset/load-homes';
export { currentRates, ratesToday, RATES_READ_TABLES } from './service/current-rates';
export { storedAddressRecord } from './service/calculate-property';
export {
  countStoredAddressRecords,
  findAddressRecord,
  findAddressRecords,
  listAddressRecords,
} from './service/list-address-records';
export { type PropertyDeps, prepareHome } from './module';
// The PMMS average of a loan's origination month: a balance's rate when the note rate is unknown.
export { pmmsOriginationRate } from './service/pmms';

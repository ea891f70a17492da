// What tests of other modules and the benchmarks may use of the purchase module; never imported by src.
export { businessDay, optionsCacheKey } from './service/options';

// What tests of other modules and the benchmarks may use of the alerts module; never imported by src.
export { checkAlerts, deliverAlerts, checkDepsOf, deliverDepsOf } from './module';

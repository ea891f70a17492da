// What tests of other modules and the benchmarks may use of the organizations module; never imported by src.
export type { OrganizationFactory } from './factory';
export { organizationFactory } from './module';

// What tests of other modules and the benchmarks may use of the organizations module; never imported by src.
export type { OrganizationFactory } from './factory';
export { organizationFactory } from './module';
/** An organization's texting frequency limits, set as its admin would (tests of the sender). */
export { setTextFrequency } from './service/text-frequency';

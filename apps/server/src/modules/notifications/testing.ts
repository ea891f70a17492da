// What tests of other modules and the benchmarks may use of the notifications module; never imported by src.
export { listOutboxMails } from './repo';

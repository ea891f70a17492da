// What tests of other modules and the benchmarks may use of the contacts module; never imported by src.
export { deleteImport } from './service/read-import';
export { deleteExpiredImports } from './module';

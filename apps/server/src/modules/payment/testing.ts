// What tests of other modules and the benchmarks may use of the payment module; never imported by src.
export { PaymentConflictError } from './service/payments';

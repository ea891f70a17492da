// What tests of other modules and the benchmarks may use of the webhooks module; never imported by src.
export { signWebhookBody } from './providers/signed-webhook';

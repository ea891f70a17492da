// Webhooks: signed outbound deliveries with their attempts and retries, shared by every module that hands
// a record on (leads, listing requests). Owns the webhook_deliveries and webhook_attempts tables.
export { enqueueDeliveries, type NewDelivery } from './service/enqueue-deliveries';

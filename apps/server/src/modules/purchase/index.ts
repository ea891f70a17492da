// Purchase: Search by Payment's API (purchase options and their day cache, homes that fit a payment,
// buyers' requests about listings, handed to the automation webhook through the webhooks module). Owns the
// purchase_options_cache and listing_requests tables; the listings themselves are the listings module's.
export type { PurchaseDeps } from './service/deps';

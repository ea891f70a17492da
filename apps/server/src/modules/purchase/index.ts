// Purchase: Search by Payment's API (purchase options and their day cache, homes that fit a payment,
// buyers' requests about listings and their hand-off to the automation webhook). Owns the
// purchase_options_cache and listing_requests tables; the listings themselves are the listings module's.
import type { FastifyInstance } from 'fastify';
import { registerListingRequestsPage } from './listing-requests-page';
import { purchaseRoutes } from './routes';
import type { PurchaseDeps } from './service/deps';
import { listingWebhookJob } from './service/listing-requests';

export type { PurchaseDeps } from './service/deps';
export { businessDay, optionsCacheKey } from './service/options';

export function purchaseModule(deps: PurchaseDeps) {
  return async function purchase(app: FastifyInstance) {
    await app.register(purchaseRoutes(deps), { prefix: '/api/home' });
    if (deps.config.devToolsEnabled) registerListingRequestsPage(app, deps.db, deps.config.mode === 'demo');
  };
}

/** The purchase module's background jobs (their handlers take PurchaseDeps). */
export const purchaseJobs = [listingWebhookJob];

// Purchase: Search by Payment's API (purchase options and their day cache, homes that fit a payment,
// buyers' requests about listings and their hand-off to the automation webhook). Owns the
// purchase_options_cache and listing_requests tables; the listings themselves are the listings module's.
import { jobWith, type ModuleDescriptor } from '../module-descriptor';
import { registerListingRequestsPage } from './listing-requests-page';
import { purchaseRoutes } from './routes';
import { listingWebhookJob } from './service/listing-requests';

export type { PurchaseDeps } from './service/deps';
export { businessDay, optionsCacheKey } from './service/options';

export const purchaseModule: ModuleDescriptor = {
  name: 'purchase',
  routes: [{ prefix: '/api/home', plugin: ({ purchase }) => purchaseRoutes(purchase) }],
  devPages: (app, { purchase }) => registerListingRequestsPage(app, purchase.db, purchase.config.mode === 'demo'),
  jobs: [jobWith(listingWebhookJob, ({ purchase }) => purchase)],
};

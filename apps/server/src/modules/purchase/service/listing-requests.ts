import { listingStreetAndCity, type ListingActionRequest } from '@roost/domain';
import { AppError, notFound } from '../../../errors';
import { z } from 'zod';
import { defineJob, jobOf } from '../../../jobs/job-type';
import type { SessionUser } from '../../../plugins/access';
import { findListing } from '../../listings';
import { getSignedWebhook } from '../../site';
import { findListingRequest, insertListingRequest, recordListingRequestAttempt } from '../repo';
import type { PurchaseDeps } from './deps';

export const UNKNOWN_LISTING = 'That home is no longer listed. Please choose another.';
export const SIGN_IN_FOR_HELP = 'Please sign in to ask for down payment help.';

/** Hands one stored listing request to the automation webhook; retried like lead deliveries. */
export const listingWebhookJob = defineJob({
  name: 'listing-webhook',
  payload: z.object({ requestId: z.string().min(1) }),
  retry: (config) => ({ limit: config.leads.retryLimit, delaySeconds: config.leads.retryDelaySeconds, backoff: true }),
  batchSize: 20,
  handle: (deps: PurchaseDeps, data) => deliverListingRequest(deps, data.requestId),
});

/**
 * Stores a buyer's request about a listing with the listing's details and, in the same transaction,
 * its hand-off job. Down payment help needs a signed-in person (spec section 5: signed out goes to login).
 */
export async function requestAboutListing(
  deps: PurchaseDeps,
  listingId: string,
  request: ListingActionRequest,
  user: SessionUser | null,
) {
  if (request.action === 'downPaymentAssistant' && !user) throw new AppError(401, SIGN_IN_FOR_HELP);
  const listing = await findListing(deps.db, listingId);
  if (!listing) throw notFound(UNKNOWN_LISTING);
  const webhook = deps.config.automationWebhookUrl;
  const agent = [listing.listAgentFirstName, listing.listAgentLastName].filter(Boolean).join(' ');
  return deps.db.transaction(async (tx) => {
    const saved = await insertListingRequest(tx, {
      action: request.action,
      listingId: listing.id,
      listingAgent: agent || null,
      address: listingStreetAndCity(listing),
      zip: listing.zipCode,
      mlsNumber: listing.mlsNumber,
      userId: user?.id ?? null,
      name: request.name,
      email: request.email,
      phone: request.phone ?? null,
      message: request.message ?? null,
      status: webhook ? 'pending' : 'not-configured',
    });
    if (webhook) await deps.queue.enqueue(tx, [jobOf(listingWebhookJob, { requestId: saved.id })]);
    return { id: saved.id, status: 'queued' as const };
  });
}

export class ListingDeliveryFailedError extends Error {}

/** One attempt to hand a listing request to the automation webhook; throws to be retried with backoff. */
export async function deliverListingRequest(deps: PurchaseDeps, requestId: string): Promise<void> {
  const row = await findListingRequest(deps.db, requestId);
  const url = deps.config.automationWebhookUrl;
  if (!row || row.status !== 'pending' || !url) return;
  const result = await getSignedWebhook({
    url,
    secret: deps.config.secrets.leadWebhook,
    event: 'listing.request',
    deliveryId: requestId,
    query: {
      action: row.action,
      listingAgent: row.listingAgent ?? '',
      address: row.address,
      zip: row.zip,
      name: row.name,
      phone: row.phone ?? '',
      email: row.email,
      listingId: row.listingId,
      mlsNumber: row.mlsNumber ?? '',
    },
  });
  const attempt = row.attempts + 1;
  const status = result.ok ? 'delivered' : attempt > deps.config.leads.retryLimit ? 'failed' : 'pending';
  await recordListingRequestAttempt(deps.db, requestId, {
    status,
    statusCode: result.statusCode,
    error: result.error,
    delivered: result.ok,
  });
  if (status === 'pending') {
    throw new ListingDeliveryFailedError(`Listing request ${requestId} attempt ${attempt} failed: ${result.error}`);
  }
}

import { listingStreetAndCity, type ListingActionRequest } from '@roost/domain';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { findListing } from '../../listings';
import { enqueueDeliveries } from '../../webhooks';
import { insertListingRequest, type ListingRequestRow } from '../repo';
import type { PurchaseDeps } from './deps';

export const UNKNOWN_LISTING = 'That home is no longer listed. Please choose another.';
export const SIGN_IN_FOR_HELP = 'Please sign in to ask for down payment help.';

/** The automation provider's query fields (spec section 5), in the order they are sent and signed. */
function automationQuery(row: ListingRequestRow): Record<string, string> {
  return {
    action: row.action,
    listingAgent: row.listingAgent ?? '',
    address: row.address,
    zip: row.zip,
    name: row.name,
    phone: row.phone ?? '',
    email: row.email,
    listingId: row.listingId,
    mlsNumber: row.mlsNumber ?? '',
  };
}

/**
 * Stores a buyer's request about a listing with the listing's details and, in the same transaction, its
 * delivery to the automation webhook (the webhooks module's), when one is configured. Down payment help needs a signed-in person (spec section 5: signed out goes to login).
 */
export async function requestAboutListing(
  deps: PurchaseDeps,
  listingId: string,
  request: ListingActionRequest,
  user: SessionUser | null,
) {
  if (request.action === 'downPaymentAssistant' && !user) throw new AppError('NOT_SIGNED_IN', SIGN_IN_FOR_HELP);
  const listing = await findListing(deps.db, listingId);
  if (!listing) throw new AppError('LISTING_NOT_FOUND', UNKNOWN_LISTING);
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
    });
    if (webhook) {
      await enqueueDeliveries(tx, deps.queue, [
        {
          kind: 'listing-request',
          subjectId: saved.id,
          summary: `${saved.action}: ${saved.address} ${saved.zip}${saved.listingAgent ? ` (agent ${saved.listingAgent})` : ''}`,
          person: `${saved.name} <${saved.email}>${saved.phone ? ` ${saved.phone}` : ''}`,
          message: { channel: 'webhook', event: 'listing.request', url: webhook, query: automationQuery(saved) },
        },
      ]);
    }
    return { id: saved.id, status: 'queued' as const };
  });
}

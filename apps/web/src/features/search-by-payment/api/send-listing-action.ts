import type { ListingActionRequest } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The contract names the reply's fields but gives it no schema: read it leniently. */
const listingActionReplySchema = z.object({ id: z.union([z.string(), z.number()]), status: z.string() });
export type ListingActionReply = z.infer<typeof listingActionReplySchema>;

/** POST {home}/homes/{listingId}/actions: queues the automation webhook with the person's details (202). */
export async function sendListingAction(listingId: string, request: ListingActionRequest): Promise<ListingActionReply> {
  const reply = await apiRequest('home', `/homes/${encodeURIComponent(listingId)}/actions`, {
    method: 'POST',
    body: request,
  });
  return listingActionReplySchema.parse(reply);
}

export function useSendListingAction() {
  return useMutation({
    mutationFn: ({ listingId, request }: { listingId: string; request: ListingActionRequest }) =>
      sendListingAction(listingId, request),
  });
}

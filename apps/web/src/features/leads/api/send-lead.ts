import type { Lead, LeadRequest } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST {site}/lead. The Idempotency-Key makes a retried submit of the same form one lead. The reply's schema is loaded
 * beside the request (lead-reply.ts); should it fail to load, the send fails and a retry with the same key stays one
 * lead.
 */
export async function sendLead(lead: LeadRequest, idempotencyKey: string): Promise<Lead> {
  const [reply, { leadSchema }] = await Promise.all([
    apiRequest('site', '/lead', { method: 'POST', body: lead, headers: { 'idempotency-key': idempotencyKey } }),
    import('./lead-reply'),
  ]);
  return leadSchema.parse(reply);
}

export function useSendLead() {
  return useMutation({
    mutationFn: ({ lead, idempotencyKey }: { lead: LeadRequest; idempotencyKey: string }) =>
      sendLead(lead, idempotencyKey),
  });
}

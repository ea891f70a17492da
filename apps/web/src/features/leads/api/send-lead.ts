import { leadSchema, type Lead, type LeadRequest } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST {site}/lead. The Idempotency-Key makes a retried submit of the same form one lead. */
export async function sendLead(lead: LeadRequest, idempotencyKey: string): Promise<Lead> {
  const reply = await apiRequest('site', '/lead', {
    method: 'POST',
    body: lead,
    headers: { 'idempotency-key': idempotencyKey },
  });
  return leadSchema.parse(reply);
}

export function useSendLead() {
  return useMutation({
    mutationFn: ({ lead, idempotencyKey }: { lead: LeadRequest; idempotencyKey: string }) =>
      sendLead(lead, idempotencyKey),
  });
}

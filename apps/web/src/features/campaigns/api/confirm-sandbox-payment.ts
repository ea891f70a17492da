import { sandboxConfirmReplySchema, type Billing, type SandboxCard } from '@roost/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SandboxConfirmReply = z.infer<typeof sandboxConfirmReplySchema>;

/** POST {payment}/sandbox/confirm: the sandbox processor's stand-in for Stripe.js's confirm. */
export async function confirmSandboxPayment(body: {
  intentId: string;
  clientSecret: string;
  card: SandboxCard;
  billing: Billing;
}): Promise<SandboxConfirmReply> {
  return sandboxConfirmReplySchema.parse(await apiRequest('payment', '/sandbox/confirm', { method: 'POST', body }));
}

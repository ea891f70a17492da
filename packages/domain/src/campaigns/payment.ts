import { z } from 'zod';
import { processorNames } from './submit';

/** GET /payment/config: which processor takes the card and, with Stripe, the key Stripe.js loads with. */
export const paymentConfigSchema = z.object({
  processor: z.enum(processorNames),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

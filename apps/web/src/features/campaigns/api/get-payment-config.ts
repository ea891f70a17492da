import { processorNames } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export const paymentConfigSchema = z.object({
  processor: z.enum(processorNames),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** GET {payment}/config: which processor takes the card (sandbox or Stripe) and Stripe's publishable key. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: campaignKeys.paymentConfig,
    queryFn: async ({ signal }): Promise<PaymentConfig> =>
      paymentConfigSchema.parse(await apiRequest('payment', '/config', { signal })),
    staleTime: Infinity,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}

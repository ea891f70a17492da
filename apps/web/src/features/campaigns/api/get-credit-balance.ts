import { creditBalanceSchema, type CreditBalance } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {payment}/credits: the signed-in person's unexpired credit and when the soonest of it expires. */
export const creditBalanceQuery = () =>
  queryOptions({
    queryKey: campaignKeys.credits,
    queryFn: async ({ signal }): Promise<CreditBalance> =>
      creditBalanceSchema.parse(await apiRequest('payment', '/credits', { signal })),
  });

export function useCreditBalance() {
  return useQuery(creditBalanceQuery());
}

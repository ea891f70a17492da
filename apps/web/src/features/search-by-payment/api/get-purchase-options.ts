import { DEFAULT_COUNTY, optionsReplySchema, type OptionsReply } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todayIsoDate } from '../../../lib/format';

/**
 * GET {home}/homes/options?payment=&county=. Spec section 7 caches the options per day and payment:
 * the server keeps that cache; here the day is part of the key, so a reply is reused all day and
 * never past midnight.
 */
export const purchaseOptionsQuery = (payment: number, county = DEFAULT_COUNTY) =>
  queryOptions({
    queryKey: ['home', 'homes', 'options', todayIsoDate(), payment, county],
    queryFn: async ({ signal }): Promise<OptionsReply> => {
      const query = new URLSearchParams({ payment: String(payment), county });
      return optionsReplySchema.parse(await apiRequest('home', `/homes/options?${query}`, { signal }));
    },
    staleTime: 60 * 60_000,
  });

export function usePurchaseOptions(payment: number) {
  return useQuery({ ...purchaseOptionsQuery(payment), enabled: payment > 0 });
}

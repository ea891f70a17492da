import { solarEstimateSchema, type SolarEstimate } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {home}/address/{key}/solar: the Solar Sun Score of an address, with its assumptions. */
export async function getSolarEstimate(addressId: string, signal?: AbortSignal): Promise<SolarEstimate> {
  return solarEstimateSchema.parse(
    await apiRequest('home', `/address/${encodeURIComponent(addressId)}/solar`, { signal }),
  );
}

export const solarEstimateQuery = (addressId: string) =>
  queryOptions({
    queryKey: ['home', 'solar', addressId],
    queryFn: ({ signal }) => getSolarEstimate(addressId, signal),
    staleTime: 10 * 60_000,
    // The card offers 'Try again'; silent retries would only keep the person waiting.
    retry: false,
  });

export function useSolarEstimate(addressId: string) {
  return useQuery(solarEstimateQuery(addressId));
}

import { parseAddressKey, propertyRecordSchema, type PropertyRecord } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAddressRecordSeed } from './address-record-seed';
import { apiRequest, ApiRequestError } from './api-client';
import { useSavedMortgage, withSavedMortgage } from './user-mortgages';

/** Spec section 8: every failure to load an address's record shows this, whatever the cause. */
export const ADDRESS_FETCH_FAILED = 'Error fetching address information. Please try a new address.';

/** The PMI page computes through the proxy path; the other tools through the plain one (spec section 7). */
export type CalculatePath = 'proxy' | 'direct';

/**
 * The address tools flow (spec section 4): the cached record from GET {home}/address/{key}, or,
 * when there is none yet, the record computed by GET {integrations}/property/calculate[/proxy]/.
 */
export async function fetchPropertyRecord(
  key: string,
  path: CalculatePath,
  signal?: AbortSignal,
): Promise<PropertyRecord> {
  const parts = parseAddressKey(key);
  if (!parts) throw new ApiRequestError(404, ADDRESS_FETCH_FAILED);
  const cached = await apiRequest('home', `/address/${encodeURIComponent(key)}`, { signal });
  if (cached) return propertyRecordSchema.parse(cached);
  const query = new URLSearchParams({ address: parts.street, city: parts.city, state: parts.state });
  const computed = await apiRequest(
    'integrations',
    `/property/calculate/${path === 'proxy' ? 'proxy/' : ''}?${query}`,
    {
      signal,
    },
  );
  return propertyRecordSchema.parse(computed);
}

export const propertyRecordQuery = (key: string, path: CalculatePath) =>
  queryOptions({
    queryKey: ['home', 'address', key],
    queryFn: ({ signal }) => fetchPropertyRecord(key, path, signal),
    staleTime: 10 * 60_000,
  });

/**
 * The address's record for the tool pages. For a signed-in person with a mortgage saved at this address,
 * its real rate, balance and amount replace our estimates (`savedMortgage` is that mortgage); `data`
 * waits until their mortgages are known, so the figures do not change under the reader. A record the server
 * read for the page's first response (address-record-seed) is the query's data from the start: the server's
 * HTML and the hydration show the report, and the browser does not read it again. For a visitor who was signed
 * out then, nobody's mortgages are waited for.
 */
export function usePropertyRecord(key: string, path: CalculatePath) {
  const seed = useAddressRecordSeed(key);
  const { data: record, isError } = useQuery({ ...propertyRecordQuery(key, path), initialData: seed?.record });
  const { mortgage, settled } = useSavedMortgage(record?.id ?? key, seed?.signedIn === false);
  const data = useMemo(
    () => (record && settled ? withSavedMortgage(record, mortgage) : undefined),
    [record, settled, mortgage],
  );
  return { data, isError, savedMortgage: data ? mortgage : undefined };
}

import { adminAddressesPageSchema, type AdminAddressesPage } from '@roost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageQueryString } from './page-query';

export interface AddressesPageRequest {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
}

/** GET {core}/admin/addresses: a page of stored property records, newest first. */
export const addressesPageQuery = (request: AddressesPageRequest) =>
  queryOptions({
    queryKey: ['admin', 'addresses', request],
    queryFn: async ({ signal }): Promise<AdminAddressesPage> =>
      adminAddressesPageSchema.parse(
        await apiRequest('core', `/admin/addresses${pageQueryString({ ...request })}`, { signal }),
      ),
  });

export function useAddressesPage(request: AddressesPageRequest) {
  return useQuery({ ...addressesPageQuery(request), placeholderData: keepPreviousData });
}

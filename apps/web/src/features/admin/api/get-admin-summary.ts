import { adminSummarySchema, type AdminSummary } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {core}/admin/summary: the dashboard's counts. */
export const adminSummaryQuery = queryOptions({
  queryKey: ['admin', 'summary'],
  queryFn: async ({ signal }): Promise<AdminSummary> =>
    adminSummarySchema.parse(await apiRequest('core', '/admin/summary', { signal })),
});

export function useAdminSummary() {
  return useQuery(adminSummaryQuery);
}

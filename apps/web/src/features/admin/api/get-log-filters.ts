import { adminLogFiltersSchema, type AdminLogFilters } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {core}/admin/logs/filters: the sources and actions the log holds. */
export const logFiltersQuery = queryOptions({
  queryKey: ['admin', 'log-filters'],
  queryFn: async ({ signal }): Promise<AdminLogFilters> =>
    adminLogFiltersSchema.parse(await apiRequest('core', '/admin/logs/filters', { signal })),
});

export function useLogFilters() {
  return useQuery(logFiltersQuery);
}

import { adminLogsPageSchema, type AdminLogsPage } from '@roost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageQueryString } from './page-query';

export interface LogsPageRequest {
  limit: number;
  cursor?: string | undefined;
  source?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  /** A user id or an e-mail. */
  actor?: string | undefined;
  /** Inclusive instant (ISO). */
  from?: string | undefined;
  /** Exclusive instant (ISO). */
  to?: string | undefined;
}

/** GET {core}/admin/logs: a page of the core log, newest first, within the filters. */
export const logsPageQuery = (request: LogsPageRequest) =>
  queryOptions({
    queryKey: ['admin', 'logs', request],
    queryFn: async ({ signal }): Promise<AdminLogsPage> =>
      adminLogsPageSchema.parse(await apiRequest('core', `/admin/logs${pageQueryString({ ...request })}`, { signal })),
  });

export function useLogsPage(request: LogsPageRequest) {
  return useQuery({ ...logsPageQuery(request), placeholderData: keepPreviousData });
}

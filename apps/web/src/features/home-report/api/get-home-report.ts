import { homeReportSchema, type HomeReport } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A contact's own page under the site service: the link id is all it takes. */
export const homeReportPath = (linkId: string) => `/home-report/${encodeURIComponent(linkId)}`;

export const homeReportKeys = {
  report: (linkId: string) => ['home-report', linkId] as const,
};

/**
 * GET {site}/home-report/{linkId}: the contact's home, loan officer and partner (the page's first response carries it
 * for a person's browser); 404 for a link that opens no page (kept, not retried).
 */
export const homeReportQuery = (linkId: string) =>
  queryOptions({
    queryKey: homeReportKeys.report(linkId),
    queryFn: async ({ signal }): Promise<HomeReport> =>
      homeReportSchema.parse(await apiRequest('site', homeReportPath(linkId), { signal })),
  });

/** The report; `seed`, the one the page arrived with, is not read again. */
export function useHomeReport(linkId: string, seed?: HomeReport) {
  return useQuery({ ...homeReportQuery(linkId), ...(seed ? { initialData: seed } : {}) });
}

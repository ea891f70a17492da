import { rateSheetsReplySchema, type RateSheetsReply } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {home}/rates/sheets: the newest rate sheets, the rates in force and what the PMMS feed has brought. */
export const rateSheetsQuery = queryOptions({
  queryKey: ['admin', 'rate-sheets'],
  queryFn: async ({ signal }): Promise<RateSheetsReply> =>
    rateSheetsReplySchema.parse(await apiRequest('home', '/rates/sheets', { signal })),
});

export function useRateSheets() {
  return useQuery(rateSheetsQuery);
}

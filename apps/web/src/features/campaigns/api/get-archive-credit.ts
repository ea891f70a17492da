import { archiveCreditPreviewSchema, type ArchiveCreditPreview } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {site}/campaign/{id}/archive-credit: what archiving the campaign now would credit its payer. */
export const archiveCreditQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.archiveCredit(id),
    queryFn: async ({ signal }): Promise<ArchiveCreditPreview> =>
      archiveCreditPreviewSchema.parse(
        await apiRequest('site', `/campaign/${encodeURIComponent(id)}/archive-credit`, { signal }),
      ),
    // Asked each time the confirmation opens: texts keep going out until the campaign is archived.
    staleTime: 0,
  });

export function useArchiveCredit(id: string, enabled: boolean) {
  return useQuery({ ...archiveCreditQuery(id), enabled });
}

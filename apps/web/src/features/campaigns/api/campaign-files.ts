import { campaignImportReplySchema, type ImportReport } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serviceBase } from '../../../lib/api-client';

/** GET {site}/campaign/{id}/import: the report of the upload the campaign's contacts came from (null: none). */
export const campaignUploadQuery = (id: string) =>
  queryOptions({
    queryKey: ['site', 'campaign-upload', id] as const,
    queryFn: async ({ signal }): Promise<ImportReport | null> =>
      campaignImportReplySchema.parse(
        await apiRequest('site', `/campaign/${encodeURIComponent(id)}/import`, { signal }),
      ).report,
    retry: false,
  });

export function useCampaignUpload(id: string) {
  return useQuery(campaignUploadQuery(id));
}

/** The CSV of a campaign's contacts with their outcomes (a download link, not a fetch). */
export function campaignExportUrl(id: string): string {
  return `${serviceBase('site')}/campaign/${encodeURIComponent(id)}/export.csv`;
}

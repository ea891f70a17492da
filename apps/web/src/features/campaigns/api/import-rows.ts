import { importRowsReplySchema, type ContactGroup } from '@roost/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, serviceBase } from '../../../lib/api-client';

export const IMPORT_ROWS_PAGE_SIZE = 50;

/**
 * Where an upload's rows are read: the wizard reads its own upload by id; the campaign page reads the upload
 * a campaign's contacts came from through the campaign (anyone who may open the campaign may read it).
 */
export interface ImportSource {
  key: string;
  rowsPath: string;
  rejectedCsvUrl: string;
}

export function uploadSource(importId: string): ImportSource {
  const base = `/campaign/contacts/parse/${encodeURIComponent(importId)}`;
  return { key: importId, rowsPath: `${base}/rows`, rejectedCsvUrl: `${serviceBase('site')}${base}/rejected.csv` };
}

export function campaignUploadSource(campaignId: string): ImportSource {
  const base = `/campaign/${encodeURIComponent(campaignId)}/import`;
  return {
    key: `campaign:${campaignId}`,
    rowsPath: `${base}/rows`,
    rejectedCsvUrl: `${serviceBase('site')}${base}/rejected.csv`,
  };
}

export const importKeys = {
  rows: (source: ImportSource, group: ContactGroup) => ['site', 'contact-import', source.key, 'rows', group] as const,
};

/** GET {site}{rowsPath}?group=&cursor=&limit=: one group of an upload, paged. */
export const importRowsQuery = (source: ImportSource, group: ContactGroup) =>
  infiniteQueryOptions({
    queryKey: importKeys.rows(source, group),
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ group, cursor: String(pageParam), limit: String(IMPORT_ROWS_PAGE_SIZE) });
      return importRowsReplySchema.parse(await apiRequest('site', `${source.rowsPath}?${query}`, { signal }));
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useImportRows(source: ImportSource, group: ContactGroup, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...importRowsQuery(source, group), enabled: options.enabled ?? true });
}

import { importRowsReplySchema, type ContactGroup } from '@roost/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, serviceBase } from '../../../lib/api-client';

export const IMPORT_ROWS_PAGE_SIZE = 50;

export const importKeys = {
  rows: (importId: string, group: ContactGroup) => ['site', 'contact-import', importId, 'rows', group] as const,
};

/** GET {site}/campaign/contacts/parse/{importId}/rows?group=&cursor=&limit=: one group of a parsed upload, paged. */
export const importRowsQuery = (importId: string, group: ContactGroup) =>
  infiniteQueryOptions({
    queryKey: importKeys.rows(importId, group),
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ group, cursor: String(pageParam), limit: String(IMPORT_ROWS_PAGE_SIZE) });
      return importRowsReplySchema.parse(
        await apiRequest('site', `/campaign/contacts/parse/${encodeURIComponent(importId)}/rows?${query}`, { signal }),
      );
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useImportRows(importId: string, group: ContactGroup, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...importRowsQuery(importId, group), enabled: options.enabled ?? true });
}

/** The CSV of an upload's rejected rows, each with its reason (a download link, not a fetch). */
export function rejectedRowsUrl(importId: string): string {
  return `${serviceBase('site')}/campaign/contacts/parse/${encodeURIComponent(importId)}/rejected.csv`;
}

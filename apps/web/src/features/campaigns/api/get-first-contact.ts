import { importRowSchema, type ImportedContact } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

const rowsReplySchema = z.object({ results: z.array(importRowSchema), nextCursor: z.string().nullable().optional() });

/** GET {site}/campaign/contacts/parse/{importId}/rows?group=valid&limit=1: the upload's first valid contact. */
export const firstContactQuery = (importId: string) =>
  queryOptions({
    queryKey: campaignKeys.firstContact(importId),
    queryFn: async ({ signal }): Promise<ImportedContact | null> =>
      rowsReplySchema.parse(
        await apiRequest('site', `/campaign/contacts/parse/${encodeURIComponent(importId)}/rows?group=valid&limit=1`, {
          signal,
        }),
      ).results[0]?.contact ?? null,
    staleTime: Infinity,
    retry: false,
  });

export function useFirstContact(importId: string | undefined) {
  return useQuery({ ...firstContactQuery(importId ?? ''), enabled: Boolean(importId) });
}

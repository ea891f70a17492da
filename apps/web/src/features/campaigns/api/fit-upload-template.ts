import { uploadTemplateReplySchema, type UploadTemplateReply } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const uploadTemplateKeys = {
  fit: (importId: string, templateId: string) => ['site', 'import', importId, 'template', templateId] as const,
  preview: (importId: string, templateId: string, index: number) =>
    ['site', 'import', importId, 'template', templateId, 'preview', index] as const,
};

/**
 * POST {site}/campaign/contacts/parse/{importId}/template: fits the upload to the chosen template (the contacts it
 * lacks data for are left out, with the reason) and counts contacts and segments. The same template gives the
 * same answer, so it is read like a query, once per template.
 */
export const fitUploadQuery = (importId: string, templateId: string) =>
  queryOptions({
    queryKey: uploadTemplateKeys.fit(importId, templateId),
    queryFn: async ({ signal }): Promise<UploadTemplateReply> =>
      uploadTemplateReplySchema.parse(
        await apiRequest('site', `/campaign/contacts/parse/${encodeURIComponent(importId)}/template`, {
          method: 'POST',
          body: { templateId },
          signal,
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });

export function useFitUpload(importId: string | undefined, templateId: string | undefined) {
  return useQuery({
    ...fitUploadQuery(importId ?? '', templateId ?? ''),
    enabled: Boolean(importId && templateId),
  });
}

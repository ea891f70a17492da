import { templatePreviewReplySchema, type TemplatePreviewReply } from '@roost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadTemplateKeys } from './fit-upload-template';

/** GET {site}/campaign/contacts/parse/{importId}/preview?templateId=&index=: one contact's text as it is sent. */
export const templatePreviewQuery = (importId: string, templateId: string, index: number) =>
  queryOptions({
    queryKey: uploadTemplateKeys.preview(importId, templateId, index),
    queryFn: async ({ signal }): Promise<TemplatePreviewReply> => {
      const query = new URLSearchParams({ templateId, index: String(index) });
      return templatePreviewReplySchema.parse(
        await apiRequest('site', `/campaign/contacts/parse/${encodeURIComponent(importId)}/preview?${query}`, {
          signal,
        }),
      );
    },
    staleTime: Infinity,
    retry: false,
  });

/** The preview of one contact; while the next one loads, the one shown stays. */
export function useTemplatePreview(importId: string, templateId: string, index: number, enabled: boolean) {
  return useQuery({ ...templatePreviewQuery(importId, templateId, index), enabled, placeholderData: keepPreviousData });
}

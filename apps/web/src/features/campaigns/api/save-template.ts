import { templateSchema, type Template, type templateRequestSchema } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export type TemplateRequest = z.output<typeof templateRequestSchema>;

/** POST {notifications}/message/template, or PUT .../template/{id} when editing (admins). */
export async function saveTemplate(id: string | undefined, template: TemplateRequest): Promise<Template> {
  const path = id ? `/message/template/${encodeURIComponent(id)}` : '/message/template';
  return templateSchema.parse(await apiRequest('notifications', path, { method: id ? 'PUT' : 'POST', body: template }));
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, template }: { id?: string; template: TemplateRequest }) => saveTemplate(id, template),
    onSuccess: (template) => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.templates });
      queryClient.setQueryData(campaignKeys.template(template.id), template);
    },
  });
}

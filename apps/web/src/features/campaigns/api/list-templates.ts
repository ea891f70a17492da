import { templateListSchema, type Template } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {notifications}/message/templates: the templates, newest first. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.templates,
    queryFn: async ({ signal }): Promise<Template[]> =>
      templateListSchema.parse(await apiRequest('notifications', '/message/templates', { signal })).results,
  });

export function useTemplates() {
  return useQuery(templatesQuery());
}

import { templateSchema, type Template } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET {notifications}/message/template/{id}. */
export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.template(id),
    queryFn: async ({ signal }): Promise<Template> =>
      templateSchema.parse(
        await apiRequest('notifications', `/message/template/${encodeURIComponent(id)}`, { signal }),
      ),
    retry: false,
  });

export function useTemplate(id: string | null | undefined) {
  return useQuery({ ...templateQuery(id ?? ''), enabled: Boolean(id) });
}

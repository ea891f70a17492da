import { pipelineLeadDetailSchema, type PipelineLeadDetail } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

/** GET {site}/leads/{id}: one lead with its notes and what the campaign that brought it knows of the person. */
export const pipelineLeadQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.lead(id),
    queryFn: async ({ signal }): Promise<PipelineLeadDetail> =>
      pipelineLeadDetailSchema.parse(await apiRequest('site', `/leads/${encodeURIComponent(id)}`, { signal })),
  });

export function usePipelineLead(id: string) {
  return useQuery(pipelineLeadQuery(id));
}

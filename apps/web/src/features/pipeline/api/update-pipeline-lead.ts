import { pipelineLeadDetailSchema, type LeadUpdate, type PipelineLeadDetail } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

/**
 * PATCH {site}/leads/{id} with a stage, a next-action date (null clears it) or both; the server tells the lender's
 * CRM webhooks of a stage change. 403 for a lead outside the caller's reach.
 */
export async function updatePipelineLead(id: string, update: LeadUpdate): Promise<PipelineLeadDetail> {
  return pipelineLeadDetailSchema.parse(
    await apiRequest('site', `/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: update }),
  );
}

/** The lead's detail becomes the reply; the pipeline's lists and counts are read again. */
export function useUpdatePipelineLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: LeadUpdate) => updatePipelineLead(id, update),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.lead(id), lead);
      return queryClient.invalidateQueries({ queryKey: leadKeys.pipeline() });
    },
  });
}

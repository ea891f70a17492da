import { textFrequencyReplySchema, type TextFrequencyPolicy, type TextFrequencyReply } from '@roost/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

const path = (organizationId: string) => `/team/${encodeURIComponent(organizationId)}/text-frequency`;
const textFrequencyKey = (organizationId: string) => [...teamKeys.team(organizationId), 'text-frequency'] as const;

/** GET {site}/team/{id}/text-frequency: the organization's limits on marketing texts per number. */
export const textFrequencyQuery = (organizationId: string) =>
  queryOptions({
    queryKey: textFrequencyKey(organizationId),
    queryFn: async ({ signal }): Promise<TextFrequencyReply> =>
      textFrequencyReplySchema.parse(await apiRequest('site', path(organizationId), { signal })),
  });

export function useTextFrequency(organizationId: string) {
  return useQuery(textFrequencyQuery(organizationId));
}

/** PUT {site}/team/{id}/text-frequency (the organization's admins). */
export function useSetTextFrequency(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: TextFrequencyPolicy) =>
      textFrequencyReplySchema.parse(await apiRequest('site', path(organizationId), { method: 'PUT', body: policy })),
    onSuccess: (saved) => queryClient.setQueryData(textFrequencyKey(organizationId), saved),
  });
}

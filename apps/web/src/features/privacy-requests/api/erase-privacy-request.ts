import { privacyEraseReplySchema, type PrivacyEraseReply } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyRequestKeys, privacyRequestsPath } from './privacy-request-keys';

/** POST {site}/privacy/requests/{organizationId}/{id}/erase: erases the contact's data in the organization. */
export async function erasePrivacyRequest(organizationId: string, requestId: string): Promise<PrivacyEraseReply> {
  return privacyEraseReplySchema.parse(
    await apiRequest('site', `${privacyRequestsPath(organizationId)}/${encodeURIComponent(requestId)}/erase`, {
      method: 'POST',
    }),
  );
}

export function useErasePrivacyRequest(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => erasePrivacyRequest(organizationId, requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.organization(organizationId) }),
  });
}

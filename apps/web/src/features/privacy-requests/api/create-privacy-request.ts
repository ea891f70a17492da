import { privacyRequestSchema, type PrivacyRequest, type PrivacyRequestCreate } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyRequestKeys, privacyRequestsPath } from './privacy-request-keys';

/** POST {site}/privacy/requests/{organizationId}: records a contact's request as received. */
export async function createPrivacyRequest(
  organizationId: string,
  request: PrivacyRequestCreate,
): Promise<PrivacyRequest> {
  return privacyRequestSchema.parse(
    await apiRequest('site', privacyRequestsPath(organizationId), { method: 'POST', body: request }),
  );
}

export function useCreatePrivacyRequest(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrivacyRequestCreate) => createPrivacyRequest(organizationId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.organization(organizationId) }),
  });
}

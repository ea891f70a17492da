import { personalDataExportSchema, type PersonalDataExport } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyRequestKeys, privacyRequestsPath } from './privacy-request-keys';

/** GET {site}/privacy/requests/{organizationId}/{id}/data: what the organization holds about the contact. */
export async function exportPrivacyRequest(organizationId: string, requestId: string): Promise<PersonalDataExport> {
  return personalDataExportSchema.parse(
    await apiRequest('site', `${privacyRequestsPath(organizationId)}/${encodeURIComponent(requestId)}/data`),
  );
}

/** The download answers a request to know: the list is read again to show it answered. */
export function useExportPrivacyRequest(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => exportPrivacyRequest(organizationId, requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.organization(organizationId) }),
  });
}

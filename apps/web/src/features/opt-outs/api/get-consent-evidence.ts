import { consentEvidenceSchema, type ConsentEvidence } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optOutKeys, optOutsPath } from './opt-out-keys';

/** GET {site}/campaign/contacts/opt-outs/{organizationId}/consent?phone=: a number's consent evidence. */
export const consentEvidenceQuery = (organizationId: string, phone: string) =>
  queryOptions({
    queryKey: optOutKeys.consent(organizationId, phone),
    queryFn: async ({ signal }): Promise<ConsentEvidence> =>
      consentEvidenceSchema.parse(
        await apiRequest('site', `${optOutsPath(organizationId)}/consent?phone=${encodeURIComponent(phone)}`, {
          signal,
        }),
      ),
  });

/** Asked only once a number is given. */
export function useConsentEvidence(organizationId: string, phone: string) {
  return useQuery({ ...consentEvidenceQuery(organizationId, phone), enabled: phone !== '' });
}

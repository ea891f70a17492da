import { optOutChangeReplySchema, type OptOutChange, type OptOutChangeReply } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optOutKeys, optOutsPath } from './opt-out-keys';

/**
 * POST {site}/campaign/contacts/opt-outs/{organizationId} with the phone and the reason: an admin opts a
 * number out by hand (the person asked by phone or e-mail); 409 when it is already opted out.
 */
export async function addOptOut(organizationId: string, change: OptOutChange): Promise<OptOutChangeReply> {
  return optOutChangeReplySchema.parse(
    await apiRequest('site', optOutsPath(organizationId), { method: 'POST', body: change }),
  );
}

/** The opt-out, then the organization's list and histories are read again. */
export function useAddOptOut(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OptOutChange) => addOptOut(organizationId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optOutKeys.organization(organizationId) }),
  });
}

import { optOutChangeReplySchema, type OptOutChange, type OptOutChangeReply } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optOutKeys, optOutsPath } from './opt-out-keys';

/**
 * POST {site}/campaign/contacts/opt-outs/{organizationId}/undo with the phone and the reason: the number may
 * be texted again; the server records the reason with the admin's id.
 */
export async function undoOptOut(organizationId: string, change: OptOutChange): Promise<OptOutChangeReply> {
  return optOutChangeReplySchema.parse(
    await apiRequest('site', `${optOutsPath(organizationId)}/undo`, { method: 'POST', body: change }),
  );
}

/** The undo, then the organization's list and histories are read again. */
export function useUndoOptOut(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OptOutChange) => undoOptOut(organizationId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optOutKeys.organization(organizationId) }),
  });
}

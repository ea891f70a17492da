import { alertUnsubscribeInfoSchema, type AlertUnsubscribeInfo } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';
import { unsubscribeInfoQuery, unsubscribePath } from './get-unsubscribe-info';

/** POST {user}/alerts/unsubscribe?token= with {}: turns off the kind the link names (no sign-in). */
export async function unsubscribe(token: string): Promise<AlertUnsubscribeInfo> {
  return alertUnsubscribeInfoSchema.parse(
    await apiRequest('user', unsubscribePath(token), { method: 'POST', body: {} }),
  );
}

/** The link's info becomes the reply; a signed-in person's switches are read again. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (reply) => {
      queryClient.setQueryData(unsubscribeInfoQuery(token).queryKey, reply);
      void queryClient.invalidateQueries({ queryKey: alertKeys.allSubscriptions });
    },
  });
}

import { alertSubscriptionsSchema, type AlertKind, type AlertSubscriptions } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';
import { subscriptionsPath } from './get-alert-subscriptions';

export interface AlertSubscriptionChange {
  kind: AlertKind;
  subscribed: boolean;
}

/** PUT {user}/alerts/subscriptions/{userId} with {kind, subscribed}: turns one kind on or off. */
export async function updateAlertSubscription(
  userId: string,
  change: AlertSubscriptionChange,
): Promise<AlertSubscriptions> {
  return alertSubscriptionsSchema.parse(
    await apiRequest('user', subscriptionsPath(userId), { method: 'PUT', body: change }),
  );
}

/**
 * The switch moves at once (optimistic) and moves back if the server refuses. Only the changed kind is
 * written from each reply, so two switches flipped quickly never undo each other.
 */
export function useUpdateAlertSubscription(userId: string) {
  const queryClient = useQueryClient();
  const key = alertKeys.subscriptions(userId);
  const setKind = (kind: AlertKind, subscribed: boolean) =>
    queryClient.setQueryData<AlertSubscriptions>(key, (current) =>
      current ? { ...current, [kind]: subscribed } : current,
    );
  return useMutation({
    mutationFn: (change: AlertSubscriptionChange) => updateAlertSubscription(userId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AlertSubscriptions>(key)?.[change.kind];
      setKind(change.kind, change.subscribed);
      return { before };
    },
    onError: (_error, change, context) => {
      if (context?.before !== undefined) setKind(change.kind, context.before);
    },
    onSuccess: (reply, change) => {
      const saved = reply[change.kind];
      if (saved !== undefined) setKind(change.kind, saved);
    },
  });
}

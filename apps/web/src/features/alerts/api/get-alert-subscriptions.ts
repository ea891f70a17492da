import { alertSubscriptionsSchema, type AlertSubscriptions } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** The address of a person's subscriptions under the user service (GET and PUT). */
export const subscriptionsPath = (userId: string) => `/alerts/subscriptions/${encodeURIComponent(userId)}`;

/** GET {user}/alerts/subscriptions/{userId}: each kind of alert, true when the person receives it. */
export const alertSubscriptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: alertKeys.subscriptions(userId),
    queryFn: async ({ signal }): Promise<AlertSubscriptions> =>
      alertSubscriptionsSchema.parse(await apiRequest('user', subscriptionsPath(userId), { signal })),
  });

export function useAlertSubscriptions(userId: string) {
  return useQuery(alertSubscriptionsQuery(userId));
}

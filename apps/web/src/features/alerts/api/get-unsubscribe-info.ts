import { alertUnsubscribeInfoSchema, type AlertUnsubscribeInfo } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** The public address an e-mail's unsubscribe link names (the signed token says who and which kind). */
export const unsubscribePath = (token: string) => `/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * GET {user}/alerts/unsubscribe?token=: which kind the link turns off, for which (partly hidden) e-mail
 * address, and whether it is still on. No sign-in; 404 with a message for a link that is not valid.
 */
export const unsubscribeInfoQuery = (token: string) =>
  queryOptions({
    queryKey: alertKeys.unsubscribeLink(token),
    queryFn: async ({ signal }): Promise<AlertUnsubscribeInfo> =>
      alertUnsubscribeInfoSchema.parse(await apiRequest('user', unsubscribePath(token), { signal })),
  });

/** Nothing is asked for without a token. */
export function useUnsubscribeInfo(token: string) {
  return useQuery({ ...unsubscribeInfoQuery(token), enabled: token !== '' });
}

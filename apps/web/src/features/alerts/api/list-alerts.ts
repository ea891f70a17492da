import { alertRecordSchema, type AlertRecord } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

const alertListSchema = alertRecordSchema.array();

/** GET {user}/alerts/{userId}: the person's alerts, newest first, with what became of each e-mail, text and lead. */
export const alertHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: alertKeys.history(userId),
    queryFn: async ({ signal }): Promise<AlertRecord[]> =>
      alertListSchema.parse(await apiRequest('user', `/alerts/${encodeURIComponent(userId)}`, { signal })),
  });

export function useAlertHistory(userId: string) {
  return useQuery(alertHistoryQuery(userId));
}

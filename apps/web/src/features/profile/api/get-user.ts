import { userRecordSchema, type UserRecord } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {user}/user/{id}: the person's own record, fresher than the session's copy. */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ['user', 'user', id],
    queryFn: async ({ signal }): Promise<UserRecord> =>
      userRecordSchema.parse(await apiRequest('user', `/user/${encodeURIComponent(id)}`, { signal })),
  });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}

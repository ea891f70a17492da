import { userSettingSchema, type UserSetting } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of a person's setting; the Dream Rate page reads the same one, so both stay in step. */
export const userSettingKey = (userId: string) => ['user', 'setting', userId] as const;

/** GET {user}/user/setting/{userId}: the dream rate and its switch (rate 0, off, when never saved). */
export const userSettingQuery = (userId: string) =>
  queryOptions({
    queryKey: userSettingKey(userId),
    queryFn: async ({ signal }): Promise<UserSetting> =>
      userSettingSchema.parse(await apiRequest('user', `/user/setting/${encodeURIComponent(userId)}`, { signal })),
  });

export function useUserSetting(userId: string) {
  return useQuery(userSettingQuery(userId));
}

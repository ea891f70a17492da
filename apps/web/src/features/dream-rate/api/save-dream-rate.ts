import { userSettingSchema, type UserSetting } from '@roost/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT {user}/user/setting/{userId}: the dream rate, with its notification switched on. */
export async function saveDreamRate(userId: string, rate: number): Promise<UserSetting> {
  const reply = await apiRequest('user', `/user/setting/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { rate, rateNotificationActive: true },
  });
  return userSettingSchema.parse(reply);
}

const settingKey = (userId: string) => ['user', 'setting', userId] as const;

/** GET {user}/user/setting/{userId}: the person's saved dream rate (rate 0 means none yet). */
export const dreamRateSettingQuery = (userId: string) =>
  queryOptions({
    queryKey: settingKey(userId),
    queryFn: async ({ signal }): Promise<UserSetting> =>
      userSettingSchema.parse(await apiRequest('user', `/user/setting/${encodeURIComponent(userId)}`, { signal })),
  });

/** Idle for a visitor. */
export function useDreamRateSetting(userId: string | undefined) {
  return useQuery({ ...dreamRateSettingQuery(userId ?? ''), enabled: Boolean(userId) });
}

export function useSaveDreamRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rate }: { userId: string; rate: number }) => saveDreamRate(userId, rate),
    onSuccess: (setting) => queryClient.setQueryData(settingKey(setting.userId), setting),
  });
}

import { userSettingSchema, type UserSetting } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT {user}/user/setting/{userId}: the dream rate, with its notification switched on. */
export async function saveDreamRate(userId: string, rate: number): Promise<UserSetting> {
  const reply = await apiRequest('user', `/user/setting/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { rate, rateNotificationActive: true },
  });
  return userSettingSchema.parse(reply);
}

export function useSaveDreamRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rate }: { userId: string; rate: number }) => saveDreamRate(userId, rate),
    onSuccess: (setting) => queryClient.setQueryData(['user', 'setting', setting.userId], setting),
  });
}

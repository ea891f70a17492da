import { userSettingSchema, type UserSetting } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userSettingKey } from './get-user-setting';

export interface UserSettingChange {
  rate: number;
  rateNotificationActive: boolean;
}

/** PUT {user}/user/setting/{userId}: the dream rate and its switch (made on the first save). */
export async function saveUserSetting(userId: string, change: UserSettingChange): Promise<UserSetting> {
  const reply = await apiRequest('user', `/user/setting/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: change,
  });
  return userSettingSchema.parse(reply);
}

export function useSaveUserSetting(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserSettingChange) => saveUserSetting(userId, change),
    onSuccess: (setting) => queryClient.setQueryData(userSettingKey(userId), setting),
  });
}

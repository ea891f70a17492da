import type { changePasswordRequestSchema, UserRecord } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';
import { parseUserReply } from './user-reply';

export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /api/auth/change-password: the signed-in person's new password; status becomes active. */
export async function changePassword(request: ChangePasswordRequest): Promise<UserRecord> {
  return parseUserReply(await apiRequest('auth', '/change-password', { method: 'POST', body: request }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

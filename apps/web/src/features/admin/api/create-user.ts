import { userRecordSchema, type createUserRequestSchema, type UserRecord } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type NewUser = z.output<typeof createUserRequestSchema>;

/** POST {user}/user: a superadmin creates an account; the person gets a temporary password by e-mail. */
export async function createUser(user: NewUser): Promise<UserRecord> {
  return userRecordSchema.parse(await apiRequest('user', '/user', { method: 'POST', body: user }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] }),
      ]),
  });
}

import { userRecordSchema, type UserRecord, type userUpdateSchema } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';
import { userQuery } from './get-user';

export type UserUpdate = z.input<typeof userUpdateSchema>;

/** PUT {user}/user/{id}: name, phone and the text-updates consent of one's own record. */
export async function updateUser(id: string, update: UserUpdate): Promise<UserRecord> {
  const reply = await apiRequest('user', `/user/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
  return userRecordSchema.parse(reply);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserUpdate) => updateUser(id, update),
    onSuccess: (user) => {
      queryClient.setQueryData(userQuery(id).queryKey, user);
      setCurrentUser(queryClient, user);
    },
  });
}

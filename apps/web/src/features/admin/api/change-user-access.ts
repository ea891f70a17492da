import { userRecordSchema, type UserAccessForm, type UserRecord } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT {user}/user/{id} with roles and status: the admin change rules are the server's. */
export async function changeUserAccess(id: string, access: UserAccessForm): Promise<UserRecord> {
  const reply = await apiRequest('user', `/user/${encodeURIComponent(id)}`, { method: 'PUT', body: access });
  return userRecordSchema.parse(reply);
}

export function useChangeUserAccess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (access: UserAccessForm) => changeUserAccess(id, access),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

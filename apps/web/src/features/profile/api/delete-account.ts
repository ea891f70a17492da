import type { AccountDelete } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE {user}/user/{id} with the password: erases the account and ends every session; 409 while the person owns
 * running campaigns (the message says how many).
 */
export async function deleteAccount(userId: string, confirmation: AccountDelete): Promise<void> {
  await apiRequest('user', `/user/${encodeURIComponent(userId)}`, { method: 'DELETE', body: confirmation });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: (confirmation: AccountDelete) => deleteAccount(userId, confirmation) });
}

import type { confirmRequestSchema, UserRecord } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';
import { parseUserReply } from './user-reply';

export type ConfirmRequest = z.input<typeof confirmRequestSchema>;

/** POST /api/auth/confirm: a right code confirms the account and signs the person in. */
export async function confirmSignUp(request: ConfirmRequest): Promise<UserRecord> {
  return parseUserReply(await apiRequest('auth', '/confirm', { method: 'POST', body: request }));
}

export function useConfirmSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSignUp,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

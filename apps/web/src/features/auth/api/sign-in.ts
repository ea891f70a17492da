import type { signInRequestSchema, UserRecord } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';
import { parseUserReply } from './user-reply';

export type SignInRequest = z.input<typeof signInRequestSchema>;

/** POST /api/auth/sign-in: 401 'Error logging in' for every failure (an unconfirmed account included). */
export async function signIn(request: SignInRequest): Promise<UserRecord> {
  return parseUserReply(await apiRequest('auth', '/sign-in', { method: 'POST', body: request }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

import type { signUpRequestSchema } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/auth/sign-up: creates the account unconfirmed and e-mails a 6-digit code. */
export async function signUp(request: SignUpRequest): Promise<void> {
  await apiRequest('auth', '/sign-up', { method: 'POST', body: request });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

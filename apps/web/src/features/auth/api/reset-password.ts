import type { resetPasswordRequestSchema } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/auth/reset-password: the e-mailed code sets a new password (the person signs in after). */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiRequest('auth', '/reset-password', { method: 'POST', body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

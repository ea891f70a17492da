import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/resend-code: e-mails a new sign-up code. */
export async function resendCode(email: string): Promise<void> {
  await apiRequest('auth', '/resend-code', { method: 'POST', body: { email } });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}

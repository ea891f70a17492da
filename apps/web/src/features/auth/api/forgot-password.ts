import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: e-mails a reset code (answers ok whether or not the account exists). */
export async function forgotPassword(email: string): Promise<void> {
  await apiRequest('auth', '/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

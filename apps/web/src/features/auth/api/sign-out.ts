import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';

/** POST /api/auth/sign-out: revokes the session and clears its cookie. */
export async function signOut(): Promise<void> {
  await apiRequest('auth', '/sign-out', { method: 'POST' });
}

/**
 * Forgets the signed-out person: nothing of their records may outlive the session. Callers on a
 * private page leave it first, or its access check would send them to the login page.
 */
export function forgetSignedInUser(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ['user'] });
  setCurrentUser(queryClient, null);
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}

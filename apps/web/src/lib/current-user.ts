import { sessionReplySchema, type SessionReply, type UserRecord } from '@roost/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/auth/session: who is signed in (the session itself is an httpOnly cookie). */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async ({ signal }): Promise<SessionReply> =>
    sessionReplySchema.parse(await apiRequest('auth', '/session', { signal })),
});

/** Who is signed in right now, asking the server if not yet known; null when nobody is (or it cannot say). */
export function signedInUser(queryClient: QueryClient): Promise<UserRecord | null> {
  return queryClient
    .ensureQueryData(currentUserQuery)
    .then(({ user }) => user)
    .catch(() => null);
}

/** The signed-in user: undefined while loading, null when nobody is signed in. */
export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, select: (reply) => reply.user });
}

/** Records who is signed in after a request that answered with the user (sign-in, confirm, ...). */
export function setCurrentUser(queryClient: QueryClient, user: UserRecord | null) {
  queryClient.setQueryData(currentUserQuery.queryKey, { user });
}

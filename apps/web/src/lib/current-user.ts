import type { SessionReply, UserRecord, UserStatus } from '@roost/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { array, boolean, nullable, object, oneOf, readOrThrow, string, type Reader } from './json-reader';

// The domain's userStatuses, repeated: importing them would bring the schemas of their file, and zod with them.
const userStatuses = ['active', 'reset', 'confirm', 'delete'] as const satisfies readonly UserStatus[];

/** What the domain's sessionReplySchema accepts, without zod (every page asks for the session at start). */
export const readSessionReply: Reader<SessionReply> = object({
  user: nullable(
    object({
      id: string,
      userId: string,
      name: string,
      email: string,
      phone: nullable(string),
      status: oneOf(userStatuses),
      role: string,
      roles: array(string),
      textUpdates: boolean,
      textUpdatesConsentAt: nullable(string),
      createdDate: string,
    }),
  ),
});

/** GET /api/auth/session: who is signed in (the session itself is an httpOnly cookie). */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async ({ signal }): Promise<SessionReply> =>
    readOrThrow(readSessionReply, await apiRequest('auth', '/session', { signal })),
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

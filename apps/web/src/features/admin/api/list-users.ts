import { usersPageSchema, type UsersPage } from '@roost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageQueryString } from './page-query';

export interface UsersPageRequest {
  limit: number;
  cursor?: string | undefined;
  search?: string | undefined;
}

/** GET {user}/users: a page of users, newest first, after the cursor, optionally searched. */
export const usersPageQuery = (request: UsersPageRequest) =>
  queryOptions({
    queryKey: ['admin', 'users', request],
    queryFn: async ({ signal }): Promise<UsersPage> =>
      usersPageSchema.parse(await apiRequest('user', `/users${pageQueryString({ ...request })}`, { signal })),
  });

export function useUsersPage(request: UsersPageRequest) {
  return useQuery({ ...usersPageQuery(request), placeholderData: keepPreviousData });
}

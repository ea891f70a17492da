import { homesReplySchema, type HomesReply, type homesSortValues } from '@roost/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type HomesSort = (typeof homesSortValues)[number];

export interface HomesSearch {
  payment: number;
  option: number;
  county: string;
  sort: HomesSort;
  page: number;
}

/** GET {home}/homes?payment=&option=&county=&count=0&sort=&page= (count 0: the server's page size). */
export const homesQuery = (search: HomesSearch) =>
  queryOptions({
    queryKey: ['home', 'homes', search],
    queryFn: async ({ signal }): Promise<HomesReply> => {
      const query = new URLSearchParams({
        payment: String(search.payment),
        option: String(search.option),
        county: search.county,
        count: '0',
        sort: search.sort,
        page: String(search.page),
      });
      return homesReplySchema.parse(await apiRequest('home', `/homes?${query}`, { signal }));
    },
  });

/** Keeps the last page on screen while the next county, sort or page loads. */
export function useHomes(search: HomesSearch, enabled = true) {
  return useQuery({ ...homesQuery(search), placeholderData: keepPreviousData, enabled });
}

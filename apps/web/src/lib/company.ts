import { companyInfoSchema, type CompanyInfo } from '@roost/domain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useHydrated } from './use-hydrated';

/** The operator's contact details (from server config), used by the footer, contact and legal pages. */
export const companyQuery = queryOptions({
  queryKey: ['site', 'company'],
  queryFn: async (): Promise<CompanyInfo> => companyInfoSchema.parse(await apiRequest('site', '/company')),
  staleTime: Infinity,
});

type CompanyReply = Pick<UseQueryResult<CompanyInfo>, 'data' | 'isPending' | 'isError'>;
const notYet: CompanyReply = { data: undefined, isPending: true, isError: false };

/**
 * The company's details, from the render after hydration: the server renders without them, so the hydrating render
 * must too. The page asks for them as it starts, and a part hydrated later (a slow phone, a busy page) would otherwise
 * find the reply there and render other markup than the server's.
 */
export function useCompany(): CompanyReply {
  const reply = useQuery(companyQuery);
  return useHydrated() ? reply : notYet;
}

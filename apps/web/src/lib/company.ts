import { companyInfoSchema, type CompanyInfo } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The operator's contact details (from server config), used by the footer, contact and legal pages. */
export const companyQuery = queryOptions({
  queryKey: ['site', 'company'],
  queryFn: async (): Promise<CompanyInfo> => companyInfoSchema.parse(await apiRequest('site', '/company')),
  staleTime: Infinity,
});

export function useCompany() {
  return useQuery(companyQuery);
}

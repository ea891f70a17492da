import type { CompanyInfo } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { object, readOrThrow, string, type Reader } from './json-reader';

/** What the domain's companyInfoSchema accepts, without zod (the footer of every page asks for it). */
export const readCompanyInfo: Reader<CompanyInfo> = object({
  name: string,
  legalName: string,
  address: string,
  mailingAddress: string,
  phone: string,
  email: string,
  privacyEmail: string,
  nmlsId: string,
  marketingSiteUrl: string,
});

/** The operator's contact details (from server config), used by the footer, contact and legal pages. */
export const companyQuery = queryOptions({
  queryKey: ['site', 'company'],
  queryFn: async (): Promise<CompanyInfo> => readOrThrow(readCompanyInfo, await apiRequest('site', '/company')),
  staleTime: Infinity,
});

export function useCompany() {
  return useQuery(companyQuery);
}

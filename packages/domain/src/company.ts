import * as z from 'zod/mini';

/**
 * The operator's details shown on the Contact Us page and in the legal pages. zod/mini: the footer of every page
 * reads them at start (see user-record.ts).
 */
export const companyInfoSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  address: z.string(),
  mailingAddress: z.string(),
  phone: z.string(),
  email: z.string(),
  privacyEmail: z.string(),
  nmlsId: z.string(),
  marketingSiteUrl: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

import type { CompanyInfo } from '@roost/domain';
import { route } from './reply';

export const testCompany: CompanyInfo = {
  name: 'Test Home Loans',
  legalName: 'Test Home Loans, LLC',
  address: '1 Test Street, Auburn, CA 95603',
  mailingAddress: 'PO Box 9, Auburn, CA 95604',
  phone: '(530) 555-0199',
  email: 'hello@test.example',
  privacyEmail: 'privacy@test.example',
  nmlsId: '123456',
  marketingSiteUrl: 'https://test.example',
};

/** GET /api/site/company: every page's footer and header ask for it. */
export const company = (info: CompanyInfo = testCompany) => route('GET /api/site/company', () => info);

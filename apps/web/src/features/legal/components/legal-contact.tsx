import type { CompanyInfo } from '@roost/domain';
import { LegalList, MailLink, PhoneLink } from './legal-document';

/** The operator's contact details as a list, shared by the closing section of both legal pages. */
export function LegalContact({ company, email }: { company: CompanyInfo; email: string }) {
  return (
    <LegalList
      items={[
        <>{company.legalName}</>,
        <>NMLS ID {company.nmlsId}</>,
        <>Office: {company.address}</>,
        <>Mail: {company.mailingAddress}</>,
        <>
          Phone: <PhoneLink phone={company.phone} />
        </>,
        <>
          Email: <MailLink email={email} />
        </>,
      ]}
    />
  );
}

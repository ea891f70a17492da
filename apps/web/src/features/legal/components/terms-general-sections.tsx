import type { CompanyInfo } from '@roost/domain';
import { LegalContact } from './legal-contact';
import { LegalParagraph, LegalSection, MailLink } from './legal-document';

/** The closing, boilerplate clauses of the terms. */
export function TermsGeneralSections({ company }: { company: CompanyInfo }) {
  return (
    <>
      <LegalSection title="Relationship of the parties">
        <LegalParagraph>
          You and {company.legalName} are independent parties. Nothing in these terms creates a partnership, joint
          venture, agency, franchise, fiduciary or employment relationship, and neither party may bind the other or make
          promises on its behalf.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Notices">
        <LegalParagraph>
          We may send you notices by email to the address on your account or by posting them in the service; an email
          notice is given when we send it. You must send legal notices to us in writing, by email to{' '}
          <MailLink email={company.email} /> or by mail to {company.legalName}, {company.mailingAddress}. A mailed
          notice is given when we receive it.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <LegalParagraph>
          We may update these terms from time to time. We will post the new version on this page with a new date and,
          for material changes, email account holders before the changes take effect. Continuing to use the services
          after that means you accept the updated terms.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Entire agreement">
        <LegalParagraph>
          These terms, together with our privacy policy and any order form or plan you accept, are the entire agreement
          between you and us about the services. They replace all earlier or separate understandings on the same
          subject. If an order form conflicts with these terms, the order form controls for that order only.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Severability">
        <LegalParagraph>
          If any part of these terms is held invalid or unenforceable, it will be enforced to the greatest extent
          allowed, and the rest of these terms will remain in full force and effect.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="No waiver">
        <LegalParagraph>
          If we do not enforce a part of these terms, or delay in doing so, that is not a waiver of our right to enforce
          it later. A waiver counts only if it is in writing and signed by the party giving it.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Contact us">
        <LegalParagraph>Questions about these terms can be sent to:</LegalParagraph>
        <LegalContact company={company} email={company.email} />
      </LegalSection>
    </>
  );
}

import { Link } from '@mui/material';
import type { CompanyInfo } from '@roost/domain';
import { LegalDocument, LegalParagraph, LegalSection } from '../components/legal-document';
import { TermsGeneralSections } from '../components/terms-general-sections';
import { TermsLegalSections } from '../components/terms-legal-sections';
import { TermsMessagingSections } from '../components/terms-messaging-sections';

// Bump whenever the wording below changes in substance.
const TERMS_UPDATED = 'November 21, 2026';

export function TermsPage({ company }: { company: CompanyInfo }) {
  return (
    <LegalDocument title="Terms and Conditions" updated={TERMS_UPDATED}>
      <LegalSection title="Agreement to these terms">
        <LegalParagraph>
          These terms are an agreement between you and {company.legalName} ("{company.name}", "we", "us" or "our"), NMLS
          ID {company.nmlsId}. They cover two things we offer: our text and voice messaging service, including the
          text-message campaigns we run for lending teams, and our home-finance website at{' '}
          <Link href={company.marketingSiteUrl}>{company.marketingSiteUrl}</Link> with its calculators and tools
          (together, the services).
        </LegalParagraph>
        <LegalParagraph>
          By creating an account, buying credits or using the services, you accept these terms. If you accept them for a
          company or team, you confirm that you have authority to bind it, and "you" means that company or team. If you
          do not agree, please do not use the services.
        </LegalParagraph>
      </LegalSection>

      <TermsMessagingSections company={company} />

      <LegalSection title="Home-finance tools">
        <LegalParagraph>
          The payment designs, rate scenarios, mortgage-insurance removal checks, refinance and cash-flow estimates and
          home searches on our site are estimates for your information only. They rely on the figures you enter and on
          public or third-party data that may be incomplete or out of date. An estimate is not an offer to lend, a loan
          approval, a rate lock or a commitment of any kind, and it is not financial, tax or legal advice.
        </LegalParagraph>
        <LegalParagraph>
          When you ask to be contacted about a loan, we pass your request and the details you gave us to a licensed
          lending partner, who may contact you about it. Any loan is offered, priced and decided only by that lender,
          under its own disclosures and terms, and depends on its review of your application, credit and property.
        </LegalParagraph>
      </LegalSection>

      <TermsLegalSections company={company} />
      <TermsGeneralSections company={company} />
    </LegalDocument>
  );
}

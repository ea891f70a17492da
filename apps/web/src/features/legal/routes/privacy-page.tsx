import { Link } from '@mui/material';
import type { CompanyInfo } from '@roost/domain';
import { LegalDocument, LegalParagraph, LegalSection } from '../components/legal-document';
import { PrivacyCollectionSections } from '../components/privacy-collection-sections';
import { PrivacyRightsSections } from '../components/privacy-rights-sections';

// Bump whenever the wording below changes in substance.
const PRIVACY_UPDATED = 'November 21, 2026';

export function PrivacyPage({ company }: { company: CompanyInfo }) {
  return (
    <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED}>
      <LegalSection title="About this policy">
        <LegalParagraph>
          This policy explains how {company.legalName} ("{company.name}", "we" or "us"), NMLS ID {company.nmlsId},
          collects, uses, shares and protects personal information when you use our home-finance website at{' '}
          <Link href={company.marketingSiteUrl}>{company.marketingSiteUrl}</Link>, its tools, and the text messages and
          emails we send. By using the site, you agree to the practices described here.
        </LegalParagraph>
      </LegalSection>

      <PrivacyCollectionSections company={company} />
      <PrivacyRightsSections company={company} />
    </LegalDocument>
  );
}

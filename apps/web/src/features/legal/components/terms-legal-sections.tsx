import type { CompanyInfo } from '@roost/domain';
import { LegalList, LegalParagraph, LegalSection, LegalSubheading } from './legal-document';

/** Liability, disputes and the CCPA service-provider promises of the terms. */
export function TermsLegalSections({ company }: { company: CompanyInfo }) {
  return (
    <>
      <LegalSection title="Disclaimer and limitation of liability">
        <LegalParagraph>
          The services are provided "as is" and "as available". To the extent the law allows, we disclaim all implied
          warranties, including merchantability, fitness for a particular purpose and non-infringement, and we do not
          promise that the services will be uninterrupted or error-free.
        </LegalParagraph>
        <LegalParagraph>
          To the extent the law allows, neither party is liable to the other for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue or data. Our total liability for all claims
          relating to the services is limited to the fees you paid us in the 12 months before the event that gave rise
          to the claim, or one hundred US dollars if you paid nothing. These limits do not apply to your payment or
          indemnity obligations, or to any liability that the law does not allow us to limit.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Force majeure">
        <LegalParagraph>
          Neither party is responsible for a delay or failure to perform, other than a duty to pay money, that is caused
          by events beyond its reasonable control, such as natural disasters, epidemics, war, terrorism, civil unrest,
          labor disputes, government action, power or internet outages, or failures or filtering by phone carriers. The
          affected party will tell the other promptly and resume performance as soon as it reasonably can.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Governing law">
        <LegalParagraph>
          These terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules, and
          by the Federal Arbitration Act for the arbitration section below. Any matter that is not arbitrated will be
          heard only in the state or federal courts located in Travis County, Texas, and both parties consent to their
          jurisdiction.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Binding arbitration and class action waiver">
        <LegalParagraph>
          Please read this section carefully: it affects how disputes are resolved. Any dispute, claim or controversy
          arising out of or relating to these terms or the services will be settled by binding arbitration rather than
          in court, except that either party may bring an individual claim in small-claims court or ask a court for an
          injunction to protect its intellectual property.
        </LegalParagraph>
        <LegalList
          items={[
            'The arbitration takes place in Austin, Texas, before a single neutral arbitrator, unless both parties agree to hold it by video or on written submissions.',
            'The parties will select the arbitrator within 30 days after the demand for arbitration is served; if they cannot agree in that time, the arbitration provider appoints one.',
            'The arbitrator will give a written, reasoned award within 30 days of the close of the hearing, and judgment on the award may be entered in any court that has jurisdiction.',
          ]}
        />
        <LegalSubheading>Class action waiver</LegalSubheading>
        <LegalParagraph>
          Each party may bring claims against the other only in its individual capacity, and not as a plaintiff or class
          member in any purported class, collective, consolidated or representative proceeding. The arbitrator may not
          combine more than one party's claims or preside over any form of class or representative proceeding. If this
          waiver is found unenforceable for a claim, that claim must be heard in court, not in arbitration.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="California Consumer Privacy Act service-provider terms">
        <LegalParagraph>
          When we process personal information about your contacts or customers on your behalf through the messaging
          service, {company.legalName} acts as your service provider under the California Consumer Privacy Act, as
          amended by the California Privacy Rights Act (together, the CCPA), and you disclose that information to us
          only for the limited business purpose of performing the services. For that information we will:
        </LegalParagraph>
        <LegalList
          items={[
            'not sell or share it, as the CCPA defines those words;',
            'use, retain and disclose it only to perform the services for you and as these terms allow, and not for any other commercial purpose;',
            'not use it outside our direct business relationship with you, and not combine it with personal information we receive from others except as the CCPA permits;',
            'comply with the CCPA and give it the same level of privacy protection that the CCPA requires of you;',
            'help you answer consumer requests to know, delete or correct, and delete or return the information when the services end, unless the law requires us to keep it;',
            'bind any subcontractor that handles it to written terms at least as protective as these;',
            'tell you if we decide we can no longer meet these obligations, and let you take reasonable steps to stop and fix any unauthorized use.',
          ]}
        />
        <LegalParagraph>We certify that we understand these restrictions and will comply with them.</LegalParagraph>
      </LegalSection>
    </>
  );
}

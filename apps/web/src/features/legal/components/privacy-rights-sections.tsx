import type { CompanyInfo } from '@roost/domain';
import { LegalContact } from './legal-contact';
import { LegalList, LegalParagraph, LegalSection, LegalSubheading, MailLink, PhoneLink } from './legal-document';

/** Text-message consent, retention, security and the rights a visitor holds over their information. */
export function PrivacyRightsSections({ company }: { company: CompanyInfo }) {
  return (
    <>
      <LegalSection title="Text messages: consent and opting out">
        <LegalParagraph>
          We send text messages only to people who have agreed to receive them, for example by ticking the consent box
          when they give us their mobile number. Your consent is not a condition of any purchase or loan. Message
          frequency varies, and message and data rates may apply.
        </LegalParagraph>
        <LegalParagraph>
          You can opt out at any time by replying STOP to any of our messages; we will send one message confirming that
          you are unsubscribed and then stop. Reply HELP for help, or contact us using the details below.
        </LegalParagraph>
        <LegalParagraph>
          We do not sell your mobile number or your text-message consent, and we do not share them with third parties
          for their own marketing. We pass your number to a lending partner only when you ask to be contacted, so that
          it can answer your request.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Data retention">
        <LegalParagraph>
          We keep personal information only as long as we need it for the purposes in this policy: while your account is
          open or your request is active, and afterwards for as long as the law requires, for example to keep records of
          consent and opt-outs or to resolve disputes. We then delete it or make it anonymous.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Data security">
        <LegalParagraph>
          We protect information with administrative, technical and physical safeguards, including encryption in
          transit, limited staff access and monitoring of our systems. No method of transmission or storage is
          completely secure, so we cannot promise absolute security. If you think your account has been compromised,
          please tell us right away at <MailLink email={company.privacyEmail} />.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Your California privacy rights">
        <LegalParagraph>
          If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights
          Act (CCPA/CPRA), gives you these rights over your personal information:
        </LegalParagraph>
        <LegalList
          items={[
            'Right to know: to learn what personal information we have collected about you, where it came from, why we use it and with whom we share it, and to get a copy of it.',
            'Right to delete: to ask us to delete personal information we collected from you, subject to exceptions the law allows.',
            'Right to correct: to ask us to correct personal information that is inaccurate.',
            'Right to opt out of sale or sharing: we do not sell or share personal information, but you may still tell us not to, and we treat a Global Privacy Control signal from your browser as that request.',
            'Right to non-discrimination: we will not deny you service, charge you a different price or give you a lower quality of service because you used any of these rights.',
          ]}
        />
        <LegalSubheading>How to exercise your rights</LegalSubheading>
        <LegalParagraph>
          Email <MailLink email={company.privacyEmail} /> or call <PhoneLink phone={company.phone} />. We will ask for
          information to confirm your identity, such as your email address or phone number, and match it to our records.
          An authorized agent may make a request for you with your signed permission. We will answer within 45 days, and
          tell you if we need up to 45 more days.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Children's privacy">
        <LegalParagraph>
          Our site and services are meant for adults and are not directed to children. We do not knowingly collect
          personal information from children under 13. If you believe a child under 13 has given us information, please
          contact us and we will delete it.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <LegalParagraph>
          We may update this policy. If we make a material change, we will give you at least 30 days' notice before it
          takes effect by posting the new policy on this page and, if you have an account, by email. The date at the top
          shows when the policy last changed.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Contact us">
        <LegalParagraph>For privacy questions or requests, contact:</LegalParagraph>
        <LegalContact company={company} email={company.privacyEmail} />
        <LegalParagraph>
          For anything else, write to <MailLink email={company.email} />.
        </LegalParagraph>
      </LegalSection>
    </>
  );
}

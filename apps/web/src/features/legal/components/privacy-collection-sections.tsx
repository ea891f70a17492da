import type { CompanyInfo } from '@roost/domain';
import { LegalList, LegalParagraph, LegalSection, LegalSubheading } from './legal-document';

/** What the privacy policy says we collect, how, and who receives it. */
export function PrivacyCollectionSections({ company }: { company: CompanyInfo }) {
  return (
    <>
      <LegalSection title="Information we collect">
        <LegalParagraph>We collect the information you choose to give us, such as:</LegalParagraph>
        <LegalList
          items={[
            'your name, email address and phone number;',
            'the address of a property you look up and your mailing address;',
            'the loan figures you enter, such as home value, loan balance, interest rate, monthly payment and down payment;',
            'the messages you send us and the choices you make about how we may contact you.',
          ]}
        />
        <LegalParagraph>
          If you use our messaging service as a customer, we also hold your account and billing details and the contact
          lists and messages you load into it, which we handle for you as described in our terms and conditions.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Log files and IP addresses">
        <LegalParagraph>
          Like most websites, our servers keep log files. Each time a page or file is requested, they record the
          Internet Protocol (IP) address of your device, your browser type and language, the referring page, the pages
          you visit, and the date and time. We use these logs to run and secure the site, find and fix problems, prevent
          fraud and abuse, and understand in general how the site is used. We do not use them to build a profile of you.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Cookies and web beacons">
        <LegalParagraph>
          Cookies are small text files that a website stores in your browser. We use cookies that the site needs to
          work, such as the one that keeps you signed in, cookies that remember your preferences, and cookies that help
          us measure how pages perform.
        </LegalParagraph>
        <LegalParagraph>
          Web beacons (also called pixels or clear GIFs) are tiny images in a page or email that tell us when it was
          opened or viewed. We use them to learn whether our emails are read and which pages are useful.
        </LegalParagraph>
        <LegalParagraph>
          You can block or delete cookies in your browser settings and stop images loading in your email program. If you
          block the cookies the site needs, some features, such as signing in, will not work.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="How we use information">
        <LegalList
          items={[
            'to show your estimates and save your searches and profile;',
            'to answer your questions and connect you with a lending partner when you ask;',
            'to send the texts and emails you agreed to receive;',
            'to run, secure, improve and repair the site and our services;',
            'to meet our legal, regulatory and licensing duties.',
          ]}
        />
      </LegalSection>

      <LegalSection title="How we share information">
        <LegalParagraph>
          {company.legalName} does not sell your personal information, and we do not share it for cross-context
          behavioral advertising. We share it only in these cases:
        </LegalParagraph>
        <LegalSubheading>With a lending partner, when you ask</LegalSubheading>
        <LegalParagraph>
          When you ask to be contacted about a loan or a rate, we pass your name, contact details, property address and
          the loan figures you entered to a licensed lending partner so it can answer your request. That partner uses
          the information under its own privacy notice.
        </LegalParagraph>
        <LegalSubheading>With service providers</LegalSubheading>
        <LegalParagraph>
          We use companies that host our servers, deliver text messages and email, process payments and provide property
          data. They may use your information only to perform services for us and must protect it.
        </LegalParagraph>
        <LegalSubheading>For legal reasons</LegalSubheading>
        <LegalParagraph>
          We disclose information when the law, a court order or a regulator requires it, to protect the rights, safety
          or property of our users, the public or us, or to detect and prevent fraud. If our business is merged or sold,
          your information may pass to the new owner under the promises in this policy.
        </LegalParagraph>
      </LegalSection>
    </>
  );
}

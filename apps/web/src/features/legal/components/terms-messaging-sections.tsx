import type { CompanyInfo } from '@roost/domain';
import { LegalList, LegalParagraph, LegalSection, MailLink } from './legal-document';

/** The parts of the terms that only concern customers of the text and voice messaging service. */
export function TermsMessagingSections({ company }: { company: CompanyInfo }) {
  return (
    <>
      <LegalSection title="The messaging service">
        <LegalParagraph>
          The messaging service is a hosted tool for sending and receiving text messages and voice calls from phone
          numbers that we provision for your account. It includes text-message campaigns that lending teams use to reach
          their own contacts, along with reply handling, short links, scheduling and delivery reports.
        </LegalParagraph>
        <LegalParagraph>
          You decide who receives your messages and what they say. We carry your messages to the phone carriers, but we
          do not review, approve or endorse their content, and we are not the sender of them. Carriers decide on their
          own whether to deliver a message, so we cannot promise that every message will arrive or arrive on time.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Consent, opt-out and help requests">
        <LegalParagraph>
          Before you send a message to anyone, you must hold the consent that the law requires for that kind of message.
          For marketing messages and any message sent with automated technology, that means prior express written
          consent that names your business and is not a condition of any purchase.
        </LegalParagraph>
        <LegalList
          items={[
            'Keep a record of each consent: who gave it, when, how, and the wording they agreed to.',
            'Tell recipients in your first message who you are, how often you will write, that message and data rates may apply, and that they can reply STOP to opt out and HELP for help.',
            'Honor every opt-out promptly, whether the recipient replies STOP (or a similar word such as END, CANCEL, QUIT or UNSUBSCRIBE) or asks in any other reasonable way, and send nothing further except a single confirmation.',
            'Answer every HELP request with your business name and a way to reach you.',
            'Do not message anyone who has opted out unless they opt in again.',
          ]}
        />
      </LegalSection>

      <LegalSection title="Your compliance with messaging laws">
        <LegalParagraph>
          You are responsible for complying with every law and industry rule that applies to your messages and calls,
          including the Telephone Consumer Protection Act (TCPA), the CAN-SPAM Act where it applies, state telemarketing
          and mini-TCPA laws, do-not-call registries, calling-hour limits, and the carriers' and CTIA's messaging
          guidelines, including brand and campaign registration.
        </LegalParagraph>
        <LegalParagraph>
          You may not use the service for unlawful, deceptive, harassing or unsolicited messages, to send content that
          carriers prohibit, or to hide the identity of the sender. We may suspend messages or accounts that we
          reasonably believe break these rules, and we will tell you why when the law allows. You will defend and
          indemnify {company.legalName} against claims, fines and costs that arise from messages you send or from your
          breach of this section.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Phone numbers and trials">
        <LegalParagraph>
          Phone numbers are assigned to your account for as long as it stays in good standing; you do not own them. If
          we need to reclaim (release) a number, for example because your account has been unpaid or inactive, we will
          give you at least 14 days' notice first, except where a carrier or the law requires faster action.
        </LegalParagraph>
        <LegalParagraph>
          A free trial ends when its numbers go unused: a trial number that sends or receives no message or call for 30
          days is reclaimed, and the trial ends with it. You can ask us to move a number to another provider while it is
          still assigned to you.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Credits">
        <LegalParagraph>
          Messages and call minutes are paid for with credits. Credits you buy expire 12 months after the date of
          purchase. Credits that come with a monthly plan expire at the end of the month for which they were issued and
          do not roll over. Credits have no cash value and cannot be transferred to another account.
        </LegalParagraph>
        <LegalParagraph>
          When a refund of unused credits is due, for example when you close your account or we end the service without
          cause, we make the refund to your original payment method within one business day. Your bank may take longer
          to show it.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="Payments">
        <LegalParagraph>
          You authorize us to charge your payment method for plan fees, credit purchases and any applicable taxes when
          they fall due. Fees are stated in US dollars and, except for the credit refunds described above, are not
          refundable. If a charge fails, we may pause sending until it is paid.
        </LegalParagraph>
        <LegalParagraph>
          If you believe a charge is wrong, you must tell us within 90 days of the charge by writing to{' '}
          <MailLink email={company.email} />. After 90 days the charge is treated as accepted. We will look into every
          dispute raised in time and correct any error we find.
        </LegalParagraph>
      </LegalSection>
    </>
  );
}

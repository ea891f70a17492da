import {
  campaignMessages,
  paymentMessages,
  parseMessagesPerDay,
  type Billing,
  type CampaignType,
  type CampaignSubmitReply,
  type PaidCard,
  type SandboxCard,
  type UPLOAD_CONSENT_STATEMENT_ID,
} from '@roost/domain';
import { useRef, useState } from 'react';
import { ApiRequestError } from '../../../../lib/api-client';
import { submitCampaign } from '../../api/submit-campaign';
import { readDraft, updateDraft } from '../../draft/campaign-draft';

/** How the card is paid: the sandbox processor's confirm call, or Stripe.js with the Payment Element. */
export interface PaymentAdapter {
  /** Checks the card entry before anything is sent (Stripe: elements.submit()); a message when it is not ready. */
  prepare(): Promise<string | null>;
  /** Pays the intent the submit reply names; the card's message when it fails. */
  confirm(
    reply: CampaignSubmitReply,
    billing: Billing,
    card: SandboxCard | undefined,
  ): Promise<{ error: string | null; card: PaidCard | null }>;
}

export interface SubmitFailure {
  kind: 'error' | 'refunded';
  title: string;
  detail: string | null;
}

/** How many times the submit is asked again after paying before the person is told to try later. */
export const SUBMIT_ATTEMPTS = 5;
const WAIT_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function submitBody(billing: Billing) {
  const draft = readDraft();
  const { name, type, templateId, messagesPerDay, daysOfWeek, startDate, endDate, destination, redirectUrl } =
    draft.campaign;
  return {
    idempotencyKey: draft.idempotencyKey,
    campaign: {
      name,
      type: type as CampaignType,
      templateId,
      messagesPerDay: parseMessagesPerDay(messagesPerDay),
      daysOfWeek,
      startDate,
      endDate,
      // Without one, each contact's link opens their own home's page.
      ...(destination === 'url' ? { redirectUrl: redirectUrl.trim() } : {}),
    },
    importId: draft.upload?.report.importId,
    collaborators: draft.collaborators,
    billing,
    // The details step lets nobody reach Billing without it; a stale draft's launch is refused by the server.
    consentStatementId: draft.consentStatementId as typeof UPLOAD_CONSENT_STATEMENT_ID,
  };
}

const remember = (submission: CampaignSubmitReply) => updateDraft((draft) => ({ ...draft, submission }));

/**
 * The submit sequence: POST submit (same key every time), pay the intent when it waits for payment,
 * then POST submit again until it is submitted. One run at a time, so a double click sends one request.
 * Every reply is kept in the draft, so a reload mid-submit shows where it stopped and continues it.
 */
export function useSubmitCampaign(adapter: PaymentAdapter) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  async function run(billing: Billing, card?: SandboxCard) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    const fail = (detail: string | null) =>
      setFailure({ kind: 'error', title: campaignMessages.errorCreating, detail });
    try {
      const notReady = await adapter.prepare();
      if (notReady) return fail(notReady);
      let paidCard: PaidCard | null = null;
      let paid = false;
      let reply = await submitCampaign(submitBody(billing));
      for (let attempt = 0; attempt <= SUBMIT_ATTEMPTS; attempt += 1) {
        if (reply.state === 'submitted') {
          remember({ ...reply, card: reply.card ?? paidCard, billing: reply.billing ?? billing });
          return;
        }
        remember(reply);
        if (reply.state === 'refunded') {
          setFailure({ kind: 'refunded', title: reply.message ?? paymentMessages.refunded, detail: null });
          return;
        }
        if (reply.state === 'failed') return fail(reply.message);
        if (attempt === SUBMIT_ATTEMPTS) break;
        if (!paid) {
          const result = await adapter.confirm(reply, billing, card);
          if (result.error) return fail(result.error);
          paid = true;
          paidCard = result.card;
        } else {
          await wait(WAIT_MS);
        }
        reply = await submitCampaign(submitBody(billing));
      }
      fail('Your payment is still being confirmed. Try again in a moment; you will not be charged twice.');
    } catch (error) {
      fail(error instanceof ApiRequestError ? error.message : null);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { run, busy, failure };
}

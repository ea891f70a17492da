import type { Lead } from '@roost/domain';
import type { Db } from '../../../db/types';
import { escapeHtml } from '../../../html';
import type { MailMessage, MailProvider } from '../../notifications';
import { postSignedWebhook, type WebhookResult } from '../providers/lead-webhook';
import { findDeliveryWithLead, recordAttempt } from '../repo';
import { toLead } from './lead-record';

export interface DeliverLeadDeps {
  db: Db;
  mail: MailProvider;
  webhookSecret: string;
  /** Attempts after the first; when they are used up the delivery is marked failed. */
  retryLimit: number;
  webhookTimeoutMs?: number;
}

export class DeliveryFailedError extends Error {}

/**
 * One attempt at one delivery, recorded whatever its outcome. Throws when the attempt failed and
 * retries remain, so the queue tries again with backoff; a delivered or failed delivery is left alone.
 */
export async function deliverLead(deps: DeliverLeadDeps, deliveryId: string): Promise<void> {
  const found = await findDeliveryWithLead(deps.db, deliveryId);
  if (!found || found.delivery.status !== 'pending') return;
  const { delivery } = found;
  const lead = toLead(found.lead);
  const attempt = delivery.attempts + 1;
  const started = Date.now();
  const result =
    delivery.channel === 'webhook'
      ? await postSignedWebhook({
          url: delivery.target,
          secret: deps.webhookSecret,
          event: 'lead.created',
          deliveryId,
          payload: { event: 'lead.created', lead },
          timeoutMs: deps.webhookTimeoutMs,
        })
      : await sendLeadMail(deps.mail, delivery.target, lead);
  const finalStatus = result.ok ? 'delivered' : attempt > deps.retryLimit ? 'failed' : 'pending';
  await recordAttempt(deps.db, {
    deliveryId,
    attempt,
    ok: result.ok,
    statusCode: result.statusCode,
    error: result.error,
    durationMs: Date.now() - started,
    finalStatus,
  });
  if (finalStatus === 'pending') {
    throw new DeliveryFailedError(`Lead delivery ${deliveryId} attempt ${attempt} failed: ${result.error}`);
  }
}

async function sendLeadMail(mail: MailProvider, to: string, lead: Lead): Promise<WebhookResult> {
  try {
    await mail.send(leadMail(to, lead));
    return { ok: true, statusCode: null, error: null };
  } catch (error) {
    return { ok: false, statusCode: null, error: error instanceof Error ? error.message.slice(0, 500) : 'send failed' };
  }
}

const leadLabels: [keyof Lead, string][] = [
  ['type', 'Type'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['message', 'Message'],
  ['address', 'Address'],
  ['addressId', 'Address id'],
  ['estimatedValue', 'Estimated value'],
  ['loanBalance', 'Loan balance'],
  ['dreamRate', 'Dream rate'],
  ['createdDate', 'Received'],
  ['id', 'Lead id'],
];

export function leadMail(to: string, lead: Lead): MailMessage {
  const present = leadLabels.filter(([key]) => lead[key] !== null && lead[key] !== '');
  const who = lead.name ?? lead.email ?? lead.phone ?? 'someone';
  return {
    to,
    subject: `New ${lead.type} lead from ${who}`,
    text: ['A new lead arrived on Roost.', '', ...present.map(([key, label]) => `${label}: ${lead[key]}`)].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif">
<p>A new lead arrived on Roost.</p>
<table cellpadding="4">${present
      .map(([key, label]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(lead[key])}</td></tr>`)
      .join('')}</table></body></html>`,
  };
}

import type { WebhookResult } from '../providers/signed-webhook';
import { getSignedWebhook, postSignedWebhook } from '../providers/signed-webhook';
import { findDelivery, recordAttempt, type DeliveryRow } from '../repo';
import { deliveryRequestSchema } from './delivery-request';
import type { WebhookDeps } from './deps';

export class DeliveryFailedError extends Error {}

/**
 * One attempt at one delivery, recorded whatever its outcome. Throws when the attempt failed and
 * retries remain, so the queue tries again with backoff; a delivered or failed delivery is left alone.
 */
export async function deliverOnce(deps: WebhookDeps, deliveryId: string): Promise<void> {
  const delivery = await findDelivery(deps.db, deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  const attempt = delivery.attempts + 1;
  const started = Date.now();
  const result = await send(deps, delivery);
  const finalStatus = result.ok ? 'delivered' : attempt > deps.config.leads.retryLimit ? 'failed' : 'pending';
  await recordAttempt(deps.db, {
    deliveryId,
    attempt,
    ok: result.ok,
    statusCode: result.statusCode,
    error: result.error,
    durationMs: Date.now() - started,
    finalStatus,
  });
  deps.metrics?.deliveryAttempt(delivery.channel, finalStatus === 'pending' ? 'retrying' : finalStatus);
  if (finalStatus === 'pending') {
    throw new DeliveryFailedError(
      `Delivery ${deliveryId} (${delivery.kind} by ${delivery.channel}) attempt ${attempt} failed: ${result.error}`,
    );
  }
}

const failed = (error: string): WebhookResult => ({ ok: false, statusCode: null, error });

async function send(deps: WebhookDeps, delivery: DeliveryRow): Promise<WebhookResult> {
  const parsed = deliveryRequestSchema.safeParse(delivery.request);
  if (!parsed.success) return failed('The stored request is not readable');
  const request = parsed.data;
  if (request.kind === 'mail') {
    try {
      await deps.mail.send({ to: delivery.target, subject: request.subject, text: request.text, html: request.html });
      return { ok: true, statusCode: null, error: null };
    } catch (error) {
      return failed(error instanceof Error ? error.message.slice(0, 500) : 'send failed');
    }
  }
  // Listing requests moved here by migration 0010 kept no URL (it was read when sending): they still go to
  // the automation webhook.
  const url = delivery.target || deps.config.automationWebhookUrl;
  if (!url || !URL.canParse(url)) return failed(url ? 'The webhook URL is not valid' : 'No webhook URL is set');
  const signed = {
    url,
    secret: deps.config.secrets.leadWebhook,
    event: delivery.event,
    deliveryId: delivery.id,
    timeoutMs: deps.webhookTimeoutMs,
  };
  return request.kind === 'post-json'
    ? postSignedWebhook({ ...signed, body: request.body })
    : getSignedWebhook({ ...signed, query: request.query });
}

import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { eventOf, WebhookSignatureError, type ProcessorEvent } from './payment-processor';

/** Stripe refuses events signed more than five minutes before they arrive; so do we. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks a Stripe-Signature header (t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">) on the exact bytes
 * received, with Stripe's own helper (constant-time compare, timestamp tolerance), and reads the event.
 */
export function verifySignedEvent(rawBody: Buffer, headers: IncomingHttpHeaders, secret: string): ProcessorEvent {
  const header = headers['stripe-signature'];
  if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('no Stripe-Signature header');
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.constructor.name : 'unreadable');
  }
  return eventOf(parsed);
}

/** Signs an event body the way Stripe does (the sandbox's own events, and tests). */
export function signEvent(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

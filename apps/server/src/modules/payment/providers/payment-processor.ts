import type { IncomingHttpHeaders } from 'node:http';
import { paymentMessages, type PaidCard } from '@roost/domain';
import { AppError } from '../../../errors';

/**
 * A card processor as the payment service sees it: payment intents created once per idempotency key,
 * read back, refunded, and the processor's signed events. The sandbox and Stripe adapters both speak it.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface IntentError {
  code: string;
  message: string;
}

export interface ProcessorIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  /** What the browser confirms with; never logged. */
  clientSecret: string;
  /** Brand, last 4 and expiry only, once a card has paid. */
  card: PaidCard | null;
  /** Why the last attempt failed, in words a payer may read. */
  lastError: IntentError | null;
  /** How much of the charge has been refunded (a Stripe intent stays `succeeded` after a refund). */
  amountRefundedCents: number;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  /** The processor makes one intent per key, however often it is asked. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  receiptEmail?: string;
}

/** A verified processor event: its id (handled once), its type and the payment intent it is about. */
export interface ProcessorEvent {
  id: string;
  type: string;
  intentId: string | null;
}

export interface PaymentProcessor {
  readonly name: 'sandbox' | 'stripe';
  createIntent(input: CreateIntentInput): Promise<ProcessorIntent>;
  retrieveIntent(intentId: string): Promise<ProcessorIntent>;
  refund(intentId: string, idempotencyKey: string, reason?: string): Promise<{ status: string }>;
  /** Checks the event's signature on the exact bytes received; throws WebhookSignatureError when it fails. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProcessorEvent;
}

/** A webhook whose signature is missing, wrong or too old; nothing in it may be believed. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature not valid: ${reason}`);
  }
}

/**
 * The processor could not be reached or answered with an error. The caller gets 503 with the friendly
 * message; `call` and `reason` are for the log (never card data, never a client secret).
 */
export class ProcessorUnavailableError extends AppError {
  override readonly name = 'ProcessorUnavailableError';

  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super('PAYMENTS_UNAVAILABLE', paymentMessages.unavailable);
  }
}

/** The intent a payment names does not exist at the processor. */
export class IntentNotFoundError extends AppError {
  override readonly name = 'IntentNotFoundError';

  constructor(readonly intentId: string) {
    super('PAYMENT_NOT_FOUND', paymentMessages.notFound);
  }
}

/** The event's fields we act on, from Stripe's event shape (the sandbox writes the same shape). */
export function eventOf(parsed: unknown): ProcessorEvent {
  const event = parsed as { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
    throw new WebhookSignatureError('not an event');
  }
  const object = event.data?.object ?? {};
  const intentId =
    object.object === 'payment_intent' && typeof object.id === 'string'
      ? object.id
      : typeof object.payment_intent === 'string'
        ? object.payment_intent
        : null;
  return { id: event.id, type: event.type, intentId };
}

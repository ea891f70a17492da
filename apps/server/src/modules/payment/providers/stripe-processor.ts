import { paymentMessages } from '@roost/domain';
import Stripe from 'stripe';
import type { PaymentSettings } from '../../../config';
import {
  IntentNotFoundError,
  ProcessorUnavailableError,
  type IntentError,
  type IntentStatus,
  type PaymentProcessor,
  type ProcessorIntent,
} from './payment-processor';
import { verifySignedEvent } from './signed-events';

/**
 * Stripe PaymentIntents (PAYMENT_PROCESSOR=stripe). The card goes from the browser to Stripe (Payment
 * Element) and never reaches this server; we create the intent, read it back with its card's brand, last 4
 * and expiry, refund it, and take Stripe's signed events on the raw body.
 */

type StripeSettings = Extract<PaymentSettings, { processor: 'stripe' }>;

/** Stripe's decline codes in the words the rest of the product uses for them. */
const messageOfCode: Record<string, string> = {
  card_declined: paymentMessages.declined,
  generic_decline: paymentMessages.declined,
  insufficient_funds: paymentMessages.insufficientFunds,
  expired_card: paymentMessages.expired,
  incorrect_cvc: paymentMessages.incorrectCvc,
  processing_error: paymentMessages.processingError,
  authentication_required: paymentMessages.requiresAction,
  payment_intent_authentication_failure: paymentMessages.requiresAction,
};

const intentStatuses: Record<string, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  requires_capture: 'processing',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

function lastErrorOf(error: Stripe.PaymentIntent.LastPaymentError | null): IntentError | null {
  if (!error) return null;
  const code = error.decline_code ?? error.code ?? 'card_declined';
  return { code, message: messageOfCode[code] ?? error.message ?? paymentMessages.errorCharging };
}

export function intentOfStripe(intent: Stripe.PaymentIntent): ProcessorIntent {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card
    ? {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      }
    : null;
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    status: intentStatuses[intent.status] ?? 'requires_payment_method',
    amountCents: intent.amount,
    clientSecret: intent.client_secret ?? '',
    // The card is only worth storing once it has paid.
    card: intent.status === 'succeeded' ? card : null,
    lastError: lastErrorOf(intent.last_payment_error),
    amountRefundedCents: charge?.amount_refunded ?? 0,
  };
}

/** Which call failed and why, for the log: Stripe's error type and code, never a card or a secret. */
function failure(call: string, error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.statusCode === 404 && error.code === 'resource_missing') return new IntentNotFoundError(call);
    return new ProcessorUnavailableError(call, `${error.type}${error.code ? ` ${error.code}` : ''}`);
  }
  return new ProcessorUnavailableError(call, error instanceof Error ? error.name : 'unknown');
}

export function stripeProcessor(settings: Omit<StripeSettings, 'processor' | 'publishableKey'>): PaymentProcessor {
  const base = new URL(settings.apiBaseUrl);
  const stripe = new Stripe(settings.secretKey, {
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    host: base.hostname,
    ...(base.port && { port: Number(base.port) }),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  const call = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw failure(name, error);
    }
  };

  return {
    name: 'stripe',

    createIntent(input) {
      return call('paymentIntents.create', async () =>
        intentOfStripe(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: input.currency,
              automatic_payment_methods: { enabled: true },
              description: input.description,
              metadata: input.metadata,
              ...(input.receiptEmail && { receipt_email: input.receiptEmail }),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      );
    },

    retrieveIntent(intentId) {
      return call('paymentIntents.retrieve', async () =>
        intentOfStripe(await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method', 'latest_charge'] })),
      );
    },

    refund(intentId, idempotencyKey, reason) {
      return call('refunds.create', async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, ...(reason && { metadata: { reason: reason.slice(0, 500) } }) },
          { idempotencyKey },
        );
        return { status: refund.status ?? 'pending' };
      });
    },

    verifyWebhook(rawBody, headers) {
      return verifySignedEvent(rawBody, headers, settings.webhookSecret);
    },
  };
}

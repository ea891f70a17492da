import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { paymentMessages, type Billing, type sandboxCardSchema } from '@roost/domain';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/types';
import {
  findSandboxIntent,
  insertSandboxIntentOnce,
  refundSandboxIntent,
  settleSandboxIntent,
  type SandboxIntentRow,
} from '../repo';
import {
  IntentNotFoundError,
  ProcessorUnavailableError,
  type IntentError,
  type IntentStatus,
  type PaymentProcessor,
  type ProcessorIntent,
} from './payment-processor';
import { signEvent, verifySignedEvent } from './signed-events';

/**
 * The offline processor (PAYMENT_PROCESSOR=sandbox): payment intents kept in sandbox_payment_intents that
 * behave like Stripe's for the standard test cards. The card is confirmed on our server here, which Stripe
 * never lets happen (there the browser hands it to Stripe.js); 3-D Secure is not simulated, so the card that
 * asks for it is declined with the message that the bank wants confirmation.
 */

/** The card as sandboxCardSchema reads it: digits only, month, year (2 or 4 digits) and security code. */
export type SandboxCardInput = z.output<typeof sandboxCardSchema>;

/** An event the sandbox sends itself, signed as Stripe signs webhooks, for the service's webhook path. */
export interface SignedEvent {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

export interface SandboxConfirmResult {
  intent: ProcessorIntent;
  /** payment_intent.succeeded, when this confirm is the one that charged the card. */
  event: SignedEvent | null;
}

export interface SandboxProcessor extends PaymentProcessor {
  readonly name: 'sandbox';
  /** What Stripe.js does in the browser with Stripe: pays the intent with a card. */
  confirm(
    intentId: string,
    clientSecret: string,
    card: SandboxCardInput,
    billing?: Billing,
  ): Promise<SandboxConfirmResult>;
}

/** The client secret does not belong to the intent. */
export class ClientSecretMismatchError extends Error {
  constructor() {
    super('The client secret does not match the payment intent');
  }
}

const SUCCEEDS = 'succeeds' as const;

/** Stripe's standard test cards and what each does. */
export const sandboxTestCards: Record<string, IntentError | typeof SUCCEEDS> = {
  '4242424242424242': SUCCEEDS,
  '4000000000000002': { code: 'card_declined', message: paymentMessages.declined },
  '4000000000009995': { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
  '4000000000000069': { code: 'expired_card', message: paymentMessages.expired },
  '4000000000000127': { code: 'incorrect_cvc', message: paymentMessages.incorrectCvc },
  '4000002760003184': { code: 'authentication_required', message: paymentMessages.requiresAction },
};

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** What a card does in the sandbox at `now`: an expiry before this month fails first, as a bank's would. */
export function sandboxOutcome(card: SandboxCardInput, now: Date): IntentError | typeof SUCCEEDS {
  const month = Number(card.month);
  const year = card.year.length === 2 ? 2000 + Number(card.year) : Number(card.year);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { code: 'expired_card', message: paymentMessages.expired };
  }
  return sandboxTestCards[card.number] ?? { code: 'card_declined', message: paymentMessages.sandboxTestCardsOnly };
}

const randomPart = (bytes: number) => randomBytes(bytes).toString('hex');

function intentOf(row: SandboxIntentRow): ProcessorIntent {
  const card =
    row.cardBrand && row.cardLast4 && row.cardExpMonth !== null && row.cardExpYear !== null
      ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
      : null;
  return {
    id: row.id,
    status: row.status as IntentStatus,
    amountCents: row.amountCents,
    clientSecret: row.clientSecret,
    card,
    lastError: (row.lastError as IntentError | null) ?? null,
    amountRefundedCents: row.amountRefunded,
  };
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function sandboxProcessor(options: {
  db: Db;
  /** Signs the sandbox's own events; derived from the server's secret so every process agrees. */
  signingSecret: string;
  now?: () => Date;
}): SandboxProcessor {
  const { db, signingSecret } = options;
  const now = options.now ?? (() => new Date());

  const stored = async (intentId: string) => {
    const row = await findSandboxIntent(db, intentId);
    if (!row) throw new IntentNotFoundError(intentId);
    return row;
  };

  const succeededEvent = (row: SandboxIntentRow): SignedEvent => {
    const payload = JSON.stringify({
      id: `evt_sandbox_${randomPart(12)}`,
      object: 'event',
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: row.id,
          object: 'payment_intent',
          amount: row.amountCents,
          currency: row.currency,
          status: row.status,
        },
      },
    });
    return {
      rawBody: Buffer.from(payload),
      headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(payload, signingSecret) },
    };
  };

  return {
    name: 'sandbox',

    async createIntent(input) {
      const id = `pi_sandbox_${randomPart(12)}`;
      const row = await insertSandboxIntentOnce(db, {
        id,
        clientSecret: `${id}_secret_${randomPart(12)}`,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        status: 'requires_payment_method',
      });
      // As Stripe does, a key reused with another amount is an error, not a second intent.
      if (row.amountCents !== input.amountCents || row.currency !== input.currency) {
        throw new ProcessorUnavailableError('createIntent', 'idempotency key reused with other parameters');
      }
      return intentOf(row);
    },

    async retrieveIntent(intentId) {
      return intentOf(await stored(intentId));
    },

    async refund(intentId) {
      const row = await stored(intentId);
      if (row.status !== 'succeeded') throw new ProcessorUnavailableError('refund', `intent is ${row.status}`);
      await refundSandboxIntent(db, intentId);
      return { status: 'succeeded' };
    },

    verifyWebhook(rawBody, headers) {
      return verifySignedEvent(rawBody, headers, signingSecret);
    },

    async confirm(intentId, clientSecret, card) {
      const row = await stored(intentId);
      if (!sameSecret(clientSecret, row.clientSecret)) throw new ClientSecretMismatchError();
      // Paid, refunded or canceled intents stay as they are: a second confirm charges nothing.
      if (row.status !== 'requires_payment_method') return { intent: intentOf(row), event: null };
      const outcome = sandboxOutcome(card, now());
      if (outcome !== SUCCEEDS) {
        const failed = await settleSandboxIntent(db, intentId, {
          status: 'requires_payment_method',
          lastError: outcome,
        });
        return { intent: intentOf(failed ?? (await stored(intentId))), event: null };
      }
      const year = card.year.length === 2 ? 2000 + Number(card.year) : Number(card.year);
      const paid = await settleSandboxIntent(db, intentId, {
        status: 'succeeded',
        cardBrand: brandOf(card.number),
        cardLast4: card.number.slice(-4),
        cardExpMonth: Number(card.month),
        cardExpYear: year,
      });
      // Another confirm got there first: it charged the card and sends the event.
      if (!paid) return { intent: intentOf(await stored(intentId)), event: null };
      return { intent: intentOf(paid), event: succeededEvent(paid) };
    },
  };
}

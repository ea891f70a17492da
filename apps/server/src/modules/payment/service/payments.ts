import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { authMessages, paymentMessages, type Billing, type PaidCard } from '@roost/domain';
import pino from 'pino';
import type { Config } from '../../../config';
import type { Database } from '../../../platform/db/types';
import { AppError, invalidInput } from '../../../errors';
import {
  attachIntent,
  findPayment,
  findPaymentByIntent,
  forgetEvent,
  insertPaymentOnce,
  movePayment,
  recordEvent,
  storeCard,
  type CardColumns,
  type PaymentRow,
} from '../repo';
import type { PaymentProcessor, ProcessorEvent, ProcessorIntent } from '../providers/payment-processor';
import {
  ClientSecretMismatchError,
  sandboxProcessor,
  type SandboxCardInput,
  type SandboxProcessor,
} from '../providers/sandbox-processor';
import { stripeProcessor } from '../providers/stripe-processor';
import { auditPayment } from './payment-audit';
import { statusesBefore, statusOfIntent, viewOf, type PaymentView } from './payment-view';

export type { PaymentView } from './payment-view';

/** A payment asked for again with the same idempotency key but something else (amount, payer, thing paid). */
export class PaymentConflictError extends AppError {
  override readonly name = 'PaymentConflictError';

  constructor(message: string) {
    super('IDEMPOTENCY_KEY_REUSED', message);
  }
}

export type PaymentListener = (payment: PaymentView) => Promise<void>;

export interface PaymentRequest {
  userId: string;
  /** What is paid for (e.g. 'campaign') and its id: the spec's type and typeId. */
  type: string;
  typeId: string;
  amountCents: number;
  description: string;
  /** One payment, and one processor intent, per key: a retried submit finds the first. */
  idempotencyKey: string;
  billing: Billing;
  /** Where the processor mails its receipt (Stripe). */
  email?: string;
}

export interface Payments {
  readonly processor: 'sandbox' | 'stripe';
  /** Stripe's publishable key for Stripe.js; null with the sandbox. */
  readonly publishableKey: string | null;
  /**
   * Finds or makes the payment for the key and its processor intent. A repeat call answers the same payment
   * and intent; the same key with another amount, payer or thing paid throws PaymentConflictError (409).
   */
  request(input: PaymentRequest): Promise<PaymentView>;
  /** The stored payment; asks the processor only for the intent's client secret and last error; moves nothing. */
  get(paymentId: string): Promise<PaymentView | undefined>;
  /** Asks the processor where the payment stands and moves the record forward only, storing the card. */
  refresh(paymentId: string): Promise<PaymentView>;
  /** Refunds a paid payment in full (once, however often asked); `reason` goes to the processor and the log. */
  refund(paymentId: string, reason: string): Promise<PaymentView>;
  /**
   * Called once per payment of this type, after its record moved to succeeded, by whichever path got there
   * first (webhook, sandbox confirm, refresh). Keep it short (enqueue long work): it runs inside that path.
   * A listener's error is logged by its kind and does not undo the payment.
   */
  onSucceeded(type: string, listener: PaymentListener): void;
}

/** Where the service reports what must not fail a caller; pino's shape. */
export interface PaymentLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

export interface SandboxConfirmReply {
  status: string;
  error: { code: string; message: string } | null;
  card: PaidCard | null;
}

/** The payment module's own operations behind its routes; other modules use Payments only. */
export interface PaymentOperations {
  processor: PaymentProcessor;
  /** Verifies a webhook on its raw body (throws WebhookSignatureError), then handles the event once. */
  handleWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<EventOutcome>;
  /** The sandbox's confirm step; 404 unless the sandbox is the processor. */
  confirmSandbox(
    userId: string,
    input: { intentId: string; clientSecret: string; card: SandboxCardInput; billing?: Billing },
  ): Promise<SandboxConfirmReply>;
}

const operationsOf = new WeakMap<Payments, PaymentOperations>();

/** The operations of a Payments built by createPayments (the module's routes read them). */
export function paymentOperations(payments: Payments): PaymentOperations {
  const operations = operationsOf.get(payments);
  if (!operations) throw new Error('Not a Payments built by createPayments');
  return operations;
}

/** The events that may move a payment; each is answered by asking the processor where the intent stands. */
const HANDLED_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
]);

const MAX_AMOUNT_CENTS = 99_999_999;

/** The sandbox signs its own events with a key derived from the server's secret, so every process agrees. */
export const sandboxSigningSecret = (config: Config) =>
  createHmac('sha256', config.secrets.session).update('roost sandbox payment events').digest('hex');

function defaultProcessor(config: Config, database: Database): PaymentProcessor {
  const settings = config.payment;
  return settings.processor === 'stripe'
    ? stripeProcessor(settings)
    : sandboxProcessor({ db: database.db, signingSecret: sandboxSigningSecret(config) });
}

/** What an error is, for the log: its kind and code, never its message (it may quote what a payer typed). */
function kindOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { kind: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    kind: error.name !== 'Error' ? error.name : error.constructor.name,
    ...(typeof code === 'string' && { code }),
  };
}

const cardColumns = (card: PaidCard): CardColumns => ({
  cardBrand: card.brand,
  cardLast4: card.last4,
  cardExpMonth: card.expMonth,
  cardExpYear: card.expYear,
});

export function createPayments(options: {
  config: Config;
  database: Database;
  logger?: PaymentLogger;
  /** Another adapter than configuration's (tests). */
  processor?: PaymentProcessor;
}): Payments {
  const { config, database } = options;
  const db = database.db;
  const processor = options.processor ?? defaultProcessor(config, database);
  const log: PaymentLogger = options.logger ?? pino({ level: config.logLevel, name: 'payment' });
  const listeners = new Map<string, PaymentListener[]>();

  const findOrFail = async (paymentId: string) => {
    const row = await findPayment(db, paymentId);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND', paymentMessages.notFound);
    return row;
  };

  /** The payment's intent: read back once made, else made now with the payment's own key. */
  async function intentFor(row: PaymentRow, email?: string): Promise<{ row: PaymentRow; intent: ProcessorIntent }> {
    if (row.processor !== processor.name)
      throw new AppError('PAYMENT_PROCESSOR_CHANGED', 'This payment was started with another payment processor');
    if (row.chargeId) return { row, intent: await processor.retrieveIntent(row.chargeId) };
    const intent = await processor.createIntent({
      amountCents: row.amountCents,
      currency: 'usd',
      idempotencyKey: row.idempotencyKey,
      description: row.description,
      metadata: { paymentId: row.id, type: row.type, typeId: row.typeId },
      ...(email && { receiptEmail: email }),
    });
    const attached = await attachIntent(db, row.id, intent.id);
    // Stripe forgets idempotency keys after a day: an intent stored meanwhile is the one that counts.
    if (attached.chargeId && attached.chargeId !== intent.id) {
      return { row: attached, intent: await processor.retrieveIntent(attached.chargeId) };
    }
    return { row: attached, intent };
  }

  async function notifySucceeded(row: PaymentRow, intent: ProcessorIntent) {
    const payment = viewOf(row, intent);
    for (const listener of listeners.get(row.type) ?? []) {
      try {
        await listener(payment);
      } catch (error) {
        log.error({ paymentId: row.id, type: row.type, error: kindOf(error) }, 'payment listener failed');
      }
    }
  }

  /**
   * Moves the record to where the intent stands, forward only, by compare-and-set: of racing paths (webhook,
   * confirm, refresh) exactly one moves it to succeeded, and that one calls the listeners.
   */
  async function sync(start: PaymentRow, intent: ProcessorIntent): Promise<PaymentRow> {
    let row = start;
    if (intent.amountCents !== row.amountCents) {
      log.error({ paymentId: row.id, processor: processor.name }, 'payment intent amount differs from the payment');
      return row;
    }
    const target = statusOfIntent(intent);
    const card = intent.card ? cardColumns(intent.card) : {};
    for (let attempt = 0; attempt < 3 && statusesBefore(target).includes(row.status); attempt++) {
      const moved = await db.transaction(async (tx) => {
        const done = await movePayment(tx, row.id, statusesBefore(target), target, {
          ...card,
          ...(target === 'refunded' && { refundedCents: intent.amountRefundedCents }),
        });
        if (done && (target === 'succeeded' || target === 'refunded'))
          await auditPayment(tx, done, `payment.${target}`);
        return done;
      });
      if (moved) {
        if (target === 'succeeded') await notifySucceeded(moved, intent);
        return moved;
      }
      row = await findOrFail(row.id);
    }
    if (intent.card && !row.cardLast4) {
      await storeCard(db, row.id, cardColumns(intent.card));
      row = await findOrFail(row.id);
    }
    return row;
  }

  async function handleEvent(event: ProcessorEvent): Promise<EventOutcome> {
    if (!(await recordEvent(db, { id: event.id, processor: processor.name, type: event.type }))) return 'duplicate';
    try {
      if (!HANDLED_EVENTS.has(event.type) || !event.intentId) return 'ignored';
      const row = await findPaymentByIntent(db, processor.name, event.intentId);
      if (!row) return 'ignored';
      const { row: current, intent } = await intentFor(row);
      const synced = await sync(current, intent);
      if (event.type === 'payment_intent.payment_failed') {
        log.info({ paymentId: synced.id, code: intent.lastError?.code ?? null }, 'payment attempt failed');
        await auditPayment(db, synced, 'payment.declined', { code: intent.lastError?.code ?? null });
      }
      return 'handled';
    } catch (error) {
      // Not handled after all: the processor's retry of this event must be handled, not dropped as a repeat.
      await forgetEvent(db, event.id);
      throw error;
    }
  }

  const payments: Payments = {
    processor: processor.name,
    publishableKey: config.payment.processor === 'stripe' ? config.payment.publishableKey : null,

    async request(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > MAX_AMOUNT_CENTS) {
        throw invalidInput('The amount must be a whole number of cents above zero');
      }
      const stored = await insertPaymentOnce(db, {
        userId: input.userId,
        type: input.type,
        typeId: input.typeId,
        description: input.description,
        amountCents: input.amountCents,
        processor: processor.name,
        idempotencyKey: input.idempotencyKey,
        billing: input.billing,
      });
      if (stored.userId !== input.userId || stored.type !== input.type || stored.typeId !== input.typeId) {
        throw new PaymentConflictError('This payment key belongs to another payment');
      }
      if (stored.amountCents !== input.amountCents) {
        throw new PaymentConflictError('This payment was already requested with another amount');
      }
      const { row, intent } = await intentFor(stored, input.email);
      return viewOf(await sync(row, intent), intent);
    },

    async get(paymentId) {
      const stored = await findPayment(db, paymentId);
      if (!stored) return undefined;
      const { row, intent } = await intentFor(stored);
      return viewOf(row, intent);
    },

    async refresh(paymentId) {
      const { row, intent } = await intentFor(await findOrFail(paymentId));
      return viewOf(await sync(row, intent), intent);
    },

    async refund(paymentId, reason) {
      const { row, intent } = await intentFor(await findOrFail(paymentId));
      if (row.status === 'refunded') return viewOf(row, intent);
      if (row.status !== 'succeeded')
        throw new AppError('PAYMENT_NOT_REFUNDABLE', 'Only a paid payment can be refunded');
      await processor.refund(intent.id, `refund-${row.idempotencyKey}`, reason);
      const moved = await db.transaction(async (tx) => {
        const done = await movePayment(tx, row.id, ['succeeded'], 'refunded', { refundedCents: row.amountCents });
        if (done) await auditPayment(tx, done, 'payment.refunded', { reason });
        return done;
      });
      log.info({ paymentId: row.id, type: row.type, reason }, 'payment refunded');
      return viewOf(moved ?? (await findOrFail(row.id)), intent);
    },

    onSucceeded(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };

  const sandbox = processor.name === 'sandbox' ? (processor as SandboxProcessor) : undefined;
  operationsOf.set(payments, {
    processor,

    async handleWebhook(rawBody, headers) {
      return handleEvent(processor.verifyWebhook(rawBody, headers));
    },

    async confirmSandbox(userId, input) {
      if (!sandbox) throw new AppError('NOT_FOUND', 'Not found');
      const row = await findPaymentByIntent(db, 'sandbox', input.intentId);
      if (!row) throw new AppError('PAYMENT_NOT_FOUND', paymentMessages.notFound);
      if (row.userId !== userId) throw new AppError('FORBIDDEN', authMessages.notAllowed);
      let result;
      try {
        result = await sandbox.confirm(input.intentId, input.clientSecret, input.card, input.billing);
      } catch (error) {
        if (error instanceof ClientSecretMismatchError) throw new AppError('FORBIDDEN', authMessages.notAllowed);
        throw error;
      }
      // The charge reaches the record the way a Stripe payment does: as a signed payment_intent.succeeded.
      if (result.event) await operationsOf.get(payments)!.handleWebhook(result.event.rawBody, result.event.headers);
      else await sync(row, result.intent);
      const { intent } = result;
      // The sandbox declines at once and sends no event for it; Stripe's decline arrives as payment_failed.
      if (!result.event && intent.status !== 'succeeded' && intent.lastError)
        await auditPayment(db, row, 'payment.declined', { code: intent.lastError.code });
      return {
        status: intent.status,
        error: intent.status === 'succeeded' ? null : intent.lastError,
        card: intent.card,
      };
    },
  });
  return payments;
}

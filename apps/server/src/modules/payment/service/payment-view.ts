import type { Billing, PaidCard } from '@roost/domain';
import type { PaymentRow, PaymentStatus } from '../repo';
import type { IntentError, ProcessorIntent } from '../providers/payment-processor';

/** One payment as callers see it: the stored record with the processor's intent beside it. */
export interface PaymentView {
  id: string;
  userId: string;
  type: string;
  typeId: string;
  amountCents: number;
  status: PaymentStatus;
  processor: 'sandbox' | 'stripe';
  /** The processor's payment intent (the spec's chargeId). */
  intentId: string;
  /** What the browser confirms the intent with (Stripe.js, or the sandbox's confirm route). */
  clientSecret: string;
  /** Brand, last 4 and expiry of the card that paid; never the number. */
  card: PaidCard | null;
  billing: Billing | null;
  /** Why the last attempt to pay failed, as the processor reported it just now. */
  lastError: IntentError | null;
}

/** The payment statuses in the one order a payment moves through (canceled stands beside them). */
const progress: Record<PaymentStatus, number> = {
  requires_payment: 0,
  processing: 1,
  succeeded: 2,
  refunded: 3,
  canceled: 1,
};

/** The statuses a payment may move to `to` from: only forward; a paid payment is never canceled. */
export function statusesBefore(to: PaymentStatus): PaymentStatus[] {
  if (to === 'canceled') return ['requires_payment', 'processing'];
  return (Object.keys(progress) as PaymentStatus[]).filter(
    (status) => status !== 'canceled' && progress[status] < progress[to],
  );
}

/** Where the processor's intent says the payment stands. */
export function statusOfIntent(intent: ProcessorIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return intent.amountRefundedCents >= intent.amountCents && intent.amountCents > 0 ? 'refunded' : 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment';
  }
}

export function cardOf(row: PaymentRow): PaidCard | null {
  return row.cardBrand && row.cardLast4 && row.cardExpMonth !== null && row.cardExpYear !== null
    ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
    : null;
}

export function viewOf(row: PaymentRow, intent: ProcessorIntent): PaymentView {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    typeId: row.typeId,
    amountCents: row.amountCents,
    status: row.status,
    processor: row.processor,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    card: cardOf(row),
    billing: (row.billing as Billing | null) ?? null,
    lastError: row.status === 'requires_payment' ? intent.lastError : null,
  };
}

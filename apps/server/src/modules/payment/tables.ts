import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/**
 * The spec's payment record (amount, description, type, typeId, chargeId, userId), one per thing paid
 * for: written before the processor is asked, keyed by the idempotency key the processor also gets, so a
 * retried submit finds it instead of charging again. chargeId is the processor's payment intent.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    typeId: text('type_id').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    processor: text('processor', { enum: ['sandbox', 'stripe'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id'),
    status: text('status', {
      enum: ['requires_payment', 'processing', 'succeeded', 'refunded', 'canceled'],
    })
      .notNull()
      .default('requires_payment'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    billing: jsonb('billing'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payments_idempotency_key').on(table.idempotencyKey),
    unique('payments_charge_key').on(table.processor, table.chargeId),
    index('payments_type_idx').on(table.type, table.typeId),
  ],
);

/** Processor webhook events already handled (Stripe retries; an event id is handled once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  processor: text('processor').notNull(),
  type: text('type').notNull(),
  receivedDate: timestamp('received_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox processor's own state: payment intents that move like Stripe's (requires_payment_method ->
 * succeeded, refunds), created once per idempotency key. Only the sandbox adapter reads or writes it.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').notNull(),
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    lastError: jsonb('last_error'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('sandbox_payment_intents_idempotency_key').on(table.idempotencyKey)],
);

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

/**
 * The credit ledger: credits a person was given (a grant, e.g. the unsent records of a campaign archived
 * early), what of them was spent on a later payment (a use) and what ran out unspent (an expiry). Uses and
 * expiries name the grant they draw from, so each grant's remainder and expiry are known. `entryKey` makes
 * every entry happen once: `grant:<reference>`, `use:<reference>:<grantId>`, `expiry:<grantId>`.
 */
export const paymentCredits = pgTable(
  'payment_credits',
  {
    id: id(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ['grant', 'use', 'expiry'] }).notNull(),
    /** Always positive; the kind says which way it goes. */
    amountCents: integer('amount_cents').notNull(),
    grantId: text('grant_id'),
    /** What the entry is for: the campaign archived (grant) or paid for (use). */
    reference: text('reference').notNull(),
    entryKey: text('entry_key').notNull(),
    description: text('description').notNull().default(''),
    /** Grants only: 12 months after they were granted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payment_credits_entry_key').on(table.entryKey),
    index('payment_credits_user_idx').on(table.userId, table.kind, table.expiresAt),
    index('payment_credits_grant_idx').on(table.grantId),
    index('payment_credits_reference_idx').on(table.reference),
  ],
);

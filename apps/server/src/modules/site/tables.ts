import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    addressId: text('address_id'),
    address: text('address'),
    estimatedValue: doublePrecision('estimated_value'),
    loanBalance: doublePrecision('loan_balance'),
    dreamRate: doublePrecision('dream_rate'),
    /** Client-chosen key that makes a retried submit return the first lead. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Hash of the validated body; the same body within a minute is the same lead. */
    bodyHash: text('body_hash').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leads_body_hash_created_idx').on(table.bodyHash, table.createdDate)],
);

/** One hand-off of a lead to one destination (a webhook URL or the lead inbox). */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['webhook', 'email'] }).notNull(),
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('lead_deliveries_target_uq').on(table.leadId, table.channel, table.target)],
);

export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_delivery_attempts_delivery_idx').on(table.deliveryId)],
);

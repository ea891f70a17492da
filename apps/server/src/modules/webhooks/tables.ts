import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * One hand-off of one record (a lead, a listing request) to one destination: a partner's webhook URL or
 * an inbox. Its id is the X-Roost-Delivery header, the same on every attempt. What is sent is stored with
 * it when it is queued (in the owner's transaction), so the delivery needs nothing else to be retried.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** What was delivered, in the owning module's words: 'lead' or 'listing-request'. */
    kind: text('kind').notNull(),
    /** The delivered record's id in its owning module (no foreign key: each table has one owner). */
    subjectId: text('subject_id').notNull(),
    channel: text('channel', { enum: ['webhook', 'email'] }).notNull(),
    /** The webhook URL or the e-mail address. */
    target: text('target').notNull(),
    /** The X-Roost-Event header (lead.created, listing.request). */
    event: text('event').notNull(),
    /** The signed request or the mail, as queued (see service/delivery-request.ts). */
    request: jsonb('request').notNull(),
    /** For the dev page: what the record is (no personal details). */
    summary: text('summary').notNull(),
    /** For the dev page: who the record is about; hidden in demo mode. */
    person: text('person'),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_target_uq').on(table.kind, table.subjectId, table.channel, table.target),
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);

/** Every attempt at a delivery, whatever its outcome. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId)],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The day's purchase options per payment (spec: cache `{date}-options-{payment}`), computed on a miss. */
export const purchaseOptionsCache = pgTable('purchase_options_cache', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's request about a listing (schedule viewing, down payment assistant, talk to loan officer,
 * all), with the listing's details as they were asked about, and its hand-off to the automation webhook.
 */
export const listingRequests = pgTable(
  'listing_requests',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    action: text('action').notNull(),
    listingId: text('listing_id').notNull(),
    listingAgent: text('listing_agent'),
    address: text('address').notNull(),
    zip: text('zip').notNull(),
    mlsNumber: text('mls_number'),
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    /** pending → delivered | failed; 'not-configured' when no automation webhook is set. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_requests_created_idx').on(table.createdAt)],
);

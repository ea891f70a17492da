import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The day's purchase options per payment (spec: cache `{date}-options-{payment}`), computed on a miss. */
export const purchaseOptionsCache = pgTable('purchase_options_cache', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's request about a listing (schedule viewing, down payment assistant, talk to loan officer,
 * all), with the listing's details as they were asked about. Its hand-off to the automation webhook is a
 * delivery of the webhooks module (none when no automation webhook is set).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_requests_created_idx').on(table.createdAt)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mails kept by the dev outbox provider instead of being sent. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Demo mode: the visitor (browser) whose request caused the mail; it alone may read it. */
    visitorId: text('visitor_id'),
    /** The mail opens an existing account (a reset code, a temporary password): never shown to a demo visitor. */
    opensAccount: boolean('opens_account').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_mails_created_idx').on(table.createdAt)],
);

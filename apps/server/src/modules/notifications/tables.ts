import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /**
     * 'sign-up-code': proves the address for a new sign-up; 'opens-account': lets the reader into an
     * existing account (a reset code). Demo mode shows the latter only to the visitor who signed the
     * address up.
     */
    kind: text('kind'),
    /** A sender's key for a mail that must be kept once however often it is sent (an alert's retries). */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_mails_created_idx').on(table.createdAt)],
);

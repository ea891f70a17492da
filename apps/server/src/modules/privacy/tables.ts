import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A campaign contact's request to an organization (to know what it holds, or to delete it), as an admin recorded
 * it: who asked, when it was received and so by when it must be answered (45 days), and when it was. Once the data
 * it names is erased, the identifier is kept masked.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    organizationId: text('organization_id').notNull(),
    kind: text('kind', { enum: ['know', 'delete'] }).notNull(),
    identifierKind: text('identifier_kind', { enum: ['phone', 'email'] }).notNull(),
    identifier: text('identifier').notNull(),
    requestedBy: text('requested_by').notNull(),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'completed'] })
      .notNull()
      .default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The admin who recorded it (an account id). */
    createdBy: text('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_requests_organization_due_idx').on(table.organizationId, table.dueDate)],
);

import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The spec's core log: sign-in and confirmation errors and other events worth an admin's look. */
export const coreLogs = pgTable(
  'core_logs',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    action: text('action').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin list: newest first, paged by (created_at, id), filtered by source or action (which also
    // lists the values the filters offer, by walking these indexes).
    index('core_logs_created_id_idx').on(table.createdAt, table.id),
    index('core_logs_source_created_id_idx').on(table.source, table.createdAt, table.id),
    index('core_logs_action_created_id_idx').on(table.action, table.createdAt, table.id),
  ],
);

import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The spec's core log: sign-in and confirmation errors and other events worth an admin's look, and the audit
 * trail (source 'audit'): who did what to which record, in which organization. The audit columns are null on
 * other events.
 */
export const coreLogs = pgTable(
  'core_logs',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    action: text('action').notNull(),
    data: jsonb('data').notNull(),
    actorId: text('actor_id'),
    /** The actor's e-mail or name as known when they acted: a later rename does not rewrite history. */
    actorLabel: text('actor_label'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** Where an organization admin may read the entry; null for site-wide acts. */
    organizationId: text('organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin list: newest first, paged by (created_at, id), filtered by source or action (which also
    // lists the values the filters offer, by walking these indexes).
    index('core_logs_created_id_idx').on(table.createdAt, table.id),
    index('core_logs_source_created_id_idx').on(table.source, table.createdAt, table.id),
    index('core_logs_action_created_id_idx').on(table.action, table.createdAt, table.id),
    // The audit filters: by target type, by actor, and an organization admin's own organization.
    index('core_logs_target_type_created_id_idx').on(table.targetType, table.createdAt, table.id),
    index('core_logs_actor_created_id_idx').on(table.actorId, table.createdAt, table.id),
    index('core_logs_actor_label_created_id_idx').on(table.actorLabel, table.createdAt, table.id),
    index('core_logs_organization_created_id_idx').on(table.organizationId, table.createdAt, table.id),
  ],
);

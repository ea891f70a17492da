import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Whether each watched condition of a person was met at the last check, per alert kind and subject
 * (a saved address's id, or '' for the dream rate). An alert fires only when this flips false -> true,
 * by one compare-and-set, so it fires once per crossing, never daily.
 */
export const alertStates = pgTable(
  'alert_states',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    met: boolean('met').notNull(),
    /** The line the person set when this state began (a changed line starts a new watch). */
    threshold: doublePrecision('threshold').notNull(),
    /** What the figure was when the watch began: the value a 'value up by N%' alert measures from. */
    baseline: doublePrecision('baseline'),
    changedDate: timestamp('changed_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.subjectId] })],
);

/**
 * The alert history a homeowner sees, and the outbox of each alert's hand-offs (e-mail, text, lead):
 * a step is 'pending' until a worker that claimed the row has done it, then 'sent', 'skipped' (not
 * wanted or not allowed) or 'failed'.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The address key the alert is about, when it is about one. */
    addressId: text('address_id'),
    /** The digest's month (YYYY-MM); null for crossing alerts. */
    period: text('period'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    figures: jsonb('figures').notNull(),
    emailState: text('email_state').notNull().default('pending'),
    textState: text('text_state').notNull().default('pending'),
    leadState: text('lead_state').notNull().default('pending'),
    leadId: text('lead_id'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alerts_user_created_idx').on(table.userId, table.createdDate),
    uniqueIndex('alerts_period_uq')
      .on(table.userId, table.kind, table.subjectId, table.period)
      .where(sql`${table.period} is not null`),
    index('alerts_pending_idx')
      .on(table.createdDate)
      .where(sql`${table.emailState} = 'pending' or ${table.textState} = 'pending' or ${table.leadState} = 'pending'`),
  ],
);

/** Alert kinds a person turned off from an e-mail's one-click unsubscribe link (or their settings). */
export const alertUnsubscribes = pgTable(
  'alert_unsubscribes',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * One uploaded lead file, parsed on the server: who uploaded it, for which suppression scope, and the
 * counts per group. Its rows live in contact_import_rows until it expires or a campaign takes the valid ones.
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id').notNull(),
    /** Whose opt-outs applied: 'org:<organization id>' or 'user:<user id>'. */
    suppressionScope: text('suppression_scope').notNull(),
    fileName: text('file_name').notNull(),
    encoding: text('encoding').notNull(),
    rows: integer('rows').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    missingRequired: integer('missing_required').notNull().default(0),
    invalidPhone: integer('invalid_phone').notNull().default(0),
    duplicate: integer('duplicate').notNull().default(0),
    optedOut: integer('opted_out').notNull().default(0),
    /** Valid rows the chosen template would read an empty placeholder for (see contact_import_rows.missing_field). */
    missingField: integer('missing_field').notNull().default(0),
    /**
     * The campaign that took the upload's valid rows: from then on only its rejected rows are kept, for
     * good, so the campaign page can show them and their CSV; an upload no campaign took expires.
     */
    campaignId: text('campaign_id'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_imports_user_created_idx').on(table.userId, table.createdDate),
    index('contact_imports_campaign_idx').on(table.campaignId, table.createdDate),
  ],
);

/** Every row of an uploaded file, in the one group it fell into (valid, or the reason it was rejected). */
export const contactImportRows = pgTable(
  'contact_import_rows',
  {
    importId: text('import_id')
      .notNull()
      .references(() => contactImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    group: text('grp', {
      enum: ['valid', 'missingRequired', 'invalidPhone', 'duplicate', 'optedOut', 'missingField'],
    }).notNull(),
    /** E.164 when the phone is valid. */
    phone: text('phone'),
    rawPhone: text('raw_phone'),
    /** In group missingField: the placeholder the chosen template has no value for ('streetAddress'). */
    missingField: text('missing_field'),
    /** Every mapped column as typed (ImportedContact). */
    contact: jsonb('contact').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.line] }),
    index('contact_import_rows_group_idx').on(table.importId, table.group, table.line),
  ],
);

/**
 * Numbers that opted out of texts, per suppression scope (an organization, or one person without one):
 * checked at import and again before every send. The source says how (keyword, carrier, admin, import).
 */
export const suppressions = pgTable(
  'suppressions',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    scope: text('scope').notNull(),
    phone: text('phone').notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('suppressions_scope_phone_key').on(table.scope, table.phone)],
);

/**
 * Every change of the suppression list, kept for good: who or what opted a number out or back in (source:
 * keyword, carrier, admin), why (an admin's recorded reason, or the keyword), and when.
 */
export const suppressionEvents = pgTable(
  'suppression_events',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    scope: text('scope').notNull(),
    phone: text('phone').notNull(),
    action: text('action', { enum: ['opt-out', 'opt-in'] }).notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    /** The admin who made the change (source admin); null for the contact's own keyword or the carrier. */
    actorId: text('actor_id'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('suppression_events_phone_idx').on(table.scope, table.phone, table.createdDate),
    index('suppression_events_scope_idx').on(table.scope, table.createdDate),
  ],
);

/**
 * The words of each versioned consent statement (the domain's consentStatements), stored the first time an
 * event names it: the evidence shows the exact words even after the code moves on to a new version.
 */
export const consentStatements = pgTable('consent_statements', {
  id: text('id').primaryKey(),
  text: text('text').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The consent ledger, append-only and kept for good (the TCPA's four years at least): per number and
 * suppression scope, every event that gave (grant), took away (revoke) or touched (note) consent, with its
 * evidence. The latest grant or revoke of a number in a scope says whether it may be texted. The number is
 * in `phone` only (E.164), so an erasure can replace it by a hash in one column. `id` orders events recorded
 * in the same transaction (same time).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    phone: text('phone').notNull(),
    effect: text('effect', { enum: ['grant', 'revoke', 'note'] }).notNull(),
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    campaignId: text('campaign_id'),
    /** As it was named when the event was recorded. */
    campaignName: text('campaign_name'),
    fileName: text('file_name'),
    rowNumber: integer('row_number'),
    /** The uploader, the admin, or the homeowner who changed their setting. */
    actorId: text('actor_id'),
    ipAddress: text('ip_address'),
    statementId: text('statement_id').references(() => consentStatements.id),
    /** The contact's reply, the carrier's report or the admin's reason. */
    words: text('words'),
    recordedBeforeLedger: boolean('recorded_before_ledger').notNull().default(false),
  },
  (table) => [index('consent_events_phone_idx').on(table.scope, table.phone, table.id)],
);

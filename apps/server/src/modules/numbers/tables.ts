import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the outside services said about a number, kept until it expires, so each number costs one lookup however
 * many campaigns text it: its line type (kind `line-type`, `since` empty, about a month) and whether the RND
 * reports it permanently disconnected since a consent date (kind `reassigned`, `since` that date, a day).
 */
export const numberChecks = pgTable(
  'number_checks',
  {
    /** line-type | reassigned */
    kind: text('kind').notNull(),
    /** E.164 */
    phone: text('phone').notNull(),
    /** The consent date asked about (YYYY-MM-DD) for `reassigned`; '' for `line-type`. */
    since: text('since').notNull().default(''),
    /** line-type: mobile | landline | voip | toll-free | other | unknown; reassigned: reassigned | not-reassigned | no-data */
    answer: text('answer').notNull(),
    /** The provider that answered (sandbox, rnd, twilio). */
    source: text('source').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'number_checks_pkey', columns: [table.kind, table.phone, table.since] }),
    index('number_checks_expires_idx').on(table.expiresAt),
  ],
);

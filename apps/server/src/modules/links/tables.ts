import { index, pgTable, text, timestamp, unique, boolean } from 'drizzle-orm/pg-core';

/**
 * The spec's short link: one per campaign contact (so a click tells whose it was), a random token on our own domain,
 * forwarding to the campaign's page (or, by default, the contact's own page: /home-report/{id}). firstClickedAt is
 * set once, by the contact's first human click; firstViewedAt once, when a person first reads their own page.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull().default('campaign'),
    /** The campaign's id (the spec's typeId). */
    typeId: text('type_id').notNull(),
    contactId: text('contact_id').notNull(),
    redirect: text('redirect').notNull(),
    firstClickedAt: timestamp('first_clicked_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('short_links_contact_key').on(table.typeId, table.contactId)],
);

/** Every opening of a short link; link previews and bots are kept apart from people (human false). */
export const linkClicks = pgTable(
  'link_clicks',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id').notNull(),
    human: boolean('human').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('link_clicks_link_idx').on(table.linkId, table.createdDate)],
);

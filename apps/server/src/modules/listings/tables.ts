import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Homes for sale: the embedded sample listings (source 'sample') or those synced from an MLS over the
 * RESO Web API (source 'reso'). A listing that leaves the market stays, marked inactive.
 */
export const listings = pgTable(
  'listings',
  {
    /** 'sample-00001' for the sample listings, 'reso-<ListingKey>' for synced ones. */
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    listingRid: text('listing_rid').notNull(),
    mlsId: text('mls_id'),
    mlsNumber: text('mls_number'),
    streetNumber: text('street_number').notNull(),
    streetName: text('street_name').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    county: text('county').notNull(),
    bedrooms: integer('bedrooms'),
    fullBathrooms: integer('full_bathrooms'),
    apxSqFtPrimaryRes: integer('apx_sqft_primary_res'),
    listPrice: doublePrecision('list_price').notNull(),
    /** The MLS's first media URL; null means the generated drawing at /api/home/listings/:id/cover.svg. */
    mediaUrl: text('media_url'),
    listAgentFirstName: text('list_agent_first_name'),
    listAgentLastName: text('list_agent_last_name'),
    /** When the listing came on the market (sample), or the day of its ModificationTimestamp when first synced (RESO). */
    listDate: date('list_date').notNull(),
    /** The MLS's ModificationTimestamp, as sent. */
    modifiedAt: text('modified_at'),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listings_county_active_price_idx').on(table.county, table.active, table.listPrice)],
);

/** Where each listings provider's incremental sync got to. */
export const listingSyncState = pgTable('listing_sync_state', {
  provider: text('provider').primaryKey(),
  /** The newest ModificationTimestamp seen, exactly as the MLS wrote it (next run asks for later ones). */
  lastModification: text('last_modification'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastFullSyncAt: timestamp('last_full_sync_at', { withTimezone: true }),
});

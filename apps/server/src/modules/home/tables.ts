import { sql, type AnyColumn } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded regional dataset (sample data): one row per home, loaded at first start. */
export const homes = pgTable(
  'homes',
  {
    id: text('id').primaryKey(),
    addressKey: text('address_key').notNull().unique(),
    streetNumber: text('street_number').notNull(),
    streetName: text('street_name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    county: text('county').notNull(),
    countyFips: text('county_fips').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    beds: integer('beds').notNull(),
    baths: doublePrecision('baths').notNull(),
    sqft: integer('sqft').notNull(),
    yearBuilt: integer('year_built').notNull(),
    lastSaleDate: date('last_sale_date').notNull(),
    lastSalePrice: doublePrecision('last_sale_price').notNull(),
    assessedValue: doublePrecision('assessed_value').notNull(),
    taxAmount: doublePrecision('tax_amount').notNull(),
    loanType: text('loan_type').notNull(),
    originalLoanAmount: doublePrecision('original_loan_amount').notNull(),
    loanDate: date('loan_date').notNull(),
    loanTermMonths: integer('loan_term_months').notNull(),
  },
  (table) => [
    index('homes_zip_sale_idx').on(table.zip, table.lastSaleDate),
    index('homes_county_idx').on(table.county),
  ],
);

/**
 * What the admin's address search looks in. The query repeats this exact expression so PostgreSQL uses
 * its trigram index (pg_trgm) for `like '%term%'`.
 */
export const addressSearchText = (columns: { address: AnyColumn }) => sql`lower(${columns.address})`;

/** The spec's cached property/address record, keyed by the address key. */
export const addressRecords = pgTable(
  'address_records',
  {
    id: text('id').primaryKey(),
    propertyId: text('property_id'),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    xCoord: doublePrecision('x_coord'),
    yCoord: doublePrecision('y_coord'),
    beds: integer('beds'),
    baths: doublePrecision('baths'),
    sqft: integer('sqft'),
    saleDate: date('sale_date'),
    salePrice: doublePrecision('sale_price'),
    taxAmount: doublePrecision('tax_amount'),
    taxValue: doublePrecision('tax_value'),
    loanAmount: doublePrecision('loan_amount'),
    loanType: text('loan_type'),
    loanDate: date('loan_date'),
    loanTermMonths: integer('loan_term_months'),
    estimate: doublePrecision('estimate'),
    estimateLow: doublePrecision('estimate_low'),
    estimateHigh: doublePrecision('estimate_high'),
    loanBalance: doublePrecision('loan_balance'),
    loanRatePercent: doublePrecision('loan_rate_percent'),
    rentEstimate: doublePrecision('rent_estimate'),
    /** Where the figures came from: 'sample' (embedded dataset) or a provider's name. */
    source: text('source').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin list: newest first, paged by (created_date, id); searched anywhere in the address.
    index('address_records_created_id_idx').on(table.createdDate, table.id),
    index('address_records_search_trgm_idx').using('gin', sql`${addressSearchText(table)} gin_trgm_ops`),
  ],
);

/**
 * Weekly Freddie Mac PMMS averages read from the live feed, newer than (or correcting) the shipped
 * history in apps/server/reference-data/pmms-weekly.csv, which stays the offline default.
 */
export const pmmsWeeks = pgTable('pmms_weeks', {
  /** The survey's Thursday. */
  date: date('date').primaryKey(),
  rate30: doublePrecision('rate30').notNull(),
  rate15: doublePrecision('rate15'),
  fetchedDate: timestamp('fetched_date', { withTimezone: true }).notNull().defaultNow(),
});

/** A rate sheet an admin entered: the lender's current rates (percent) and the date they are from. */
export const rateSheets = pgTable(
  'rate_sheets',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    effectiveDate: date('effective_date').notNull(),
    rate30: doublePrecision('rate30').notNull(),
    rate15: doublePrecision('rate15').notNull(),
    rateArm: doublePrecision('rate_arm').notNull(),
    enteredBy: text('entered_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_sheets_effective_idx').on(table.effectiveDate, table.createdDate)],
);

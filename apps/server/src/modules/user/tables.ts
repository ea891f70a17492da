import { sql, type AnyColumn } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * better-auth's four tables (user, session, account, verification) with the spec's user fields.
 * Property names are better-auth's field names; columns are snake_case.
 */
// better-auth with generateId 'uuid' leaves ids to the database.
const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What the admin's user search looks in: name, e-mail and phone in lower case. The query repeats this
 * exact expression so PostgreSQL uses its trigram index (pg_trgm, migration 0009) for `like '%term%'`.
 */
export const userSearchText = (columns: { name: AnyColumn; email: AnyColumn; phone: AnyColumn }) =>
  sql`lower(${columns.name} || ' ' || ${columns.email} || ' ' || coalesce(${columns.phone}, ''))`;

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phone: text('phone'),
    /** active, reset (must set a new password), confirm (code not confirmed yet), delete. */
    status: text('status').notNull().default('confirm'),
    /** Comma-separated roles, as the spec and better-auth's admin plugin both read them. */
    role: text('role').notNull().default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Consent to text updates, with when it was given or withdrawn. */
    textUpdates: boolean('text_updates').notNull().default(false),
    textUpdatesConsentAt: timestamp('text_updates_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The admin list: newest first, paged by (created_at, id); searched anywhere in name, e-mail or phone.
    index('users_created_id_idx').on(table.createdAt, table.id),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** The addresses a person saved, with the loan figures they corrected (spec: user address). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressId: text('address_id').notNull(),
    loanAmount: doublePrecision('loan_amount'),
    loanBalance: doublePrecision('loan_balance'),
    loanType: text('loan_type'),
    loanDate: date('loan_date'),
    removeMortgageInsurance: boolean('remove_mortgage_insurance').notNull().default(false),
    propertyIncrease: doublePrecision('property_increase'),
    propertyIncreaseActive: boolean('property_increase_active').notNull().default(false),
    propertyCash: doublePrecision('property_cash'),
    propertyCashActive: boolean('property_cash_active').notNull().default(false),
    propertyEquity: doublePrecision('property_equity'),
    propertyEquityActive: boolean('property_equity_active').notNull().default(false),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('user_addresses_user_address_uq').on(table.userId, table.addressId)],
);

/** A person's dream-rate alert (spec: user setting): created with rate 0, inactive. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rate: doublePrecision('rate').notNull().default(0),
  rateNotificationActive: boolean('rate_notification_active').notNull().default(false),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mortgage a person keeps in their account (spec 2.4): its real rate and balance replace the estimates
 * on the tool pages of its address (`addressId`, the address key of address, city and state).
 */
export const userMortgages = pgTable(
  'user_mortgages',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportTitle: text('report_title').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    addressId: text('address_id').notNull(),
    originalLoanBalance: doublePrecision('original_loan_balance').notNull(),
    loanBalance: doublePrecision('loan_balance').notNull(),
    /** The note rate, in percent. */
    interestRate: doublePrecision('interest_rate').notNull(),
    /** Monthly mortgage insurance premium, in dollars (0 when none). */
    mortgageInsurance: doublePrecision('mortgage_insurance').notNull().default(0),
    /** Monthly escrow (taxes and insurance), in dollars. */
    escrow: doublePrecision('escrow').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_mortgages_user_idx').on(table.userId, table.createdDate),
    index('user_mortgages_address_idx').on(table.addressId),
  ],
);

/**
 * A sign-up waiting for its e-mailed code: the password chosen in that browser (hashed), bound to the
 * browser by a random token in an httpOnly cookie (kept here as its SHA-256 digest). Confirming a
 * code gives the account the password of the confirmer's own attempt, never someone else's.
 */
export const signUpAttempts = pgTable(
  'sign_up_attempts',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    tokenDigest: text('token_digest').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sign_up_attempts_email_idx').on(table.email, table.createdAt)],
);

/** Fixed-window counters shared by every server process (sign-in, codes, password recovery). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_hits_window_idx').on(table.windowStart),
  ],
);

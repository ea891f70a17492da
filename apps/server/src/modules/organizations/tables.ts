import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** The spec's Team: an organization, or a branch (a team, a company) under one through parentId. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['Organization', 'Branch', 'Team', 'Company'] }).notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    externalId: text('external_id'),
    parentId: text('parent_id').references((): AnyPgColumn => teams.id, { onDelete: 'restrict' }),
    createdBy: text('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('teams_parent_idx').on(table.parentId),
    index('teams_type_created_idx').on(table.type, table.createdDate),
  ],
);

/**
 * The spec's Team user: a person listed in a team (creator, manager, loan officer, member), or a
 * loan officer's assistant or partner (parentId = the loan officer's team user). userId links the
 * account; an e-mail is listed once per team and parent.
 */
export const teamUsers = pgTable(
  'team_users',
  {
    id: id(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    userId: text('user_id'),
    parentId: text('parent_id').references((): AnyPgColumn => teamUsers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').notNull(),
    externalId: text('external_id'),
    canText: boolean('can_text').notNull().default(true),
    meta: text('meta'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('team_users_team_parent_email_key').on(table.teamId, table.parentId, table.email).nullsNotDistinct(),
    index('team_users_user_idx').on(table.userId),
    index('team_users_parent_idx').on(table.parentId),
  ],
);

/**
 * Access grants: the role a person holds inside one organization or branch (decision 007). Written
 * with the team user that grants it and removed with it.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: text('user_id').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    teamUserId: text('team_user_id')
      .notNull()
      .references(() => teamUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['orgadmin', 'branchmanager', 'loanofficer', 'member'] }).notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('memberships_team_user_key').on(table.teamUserId),
    index('memberships_user_team_idx').on(table.userId, table.teamId),
  ],
);

/**
 * An organization's limits on marketing texts to one number (rolling 24 hours and 7 days), set by its admins;
 * an organization without a row uses the defaults (DEFAULT_TEXT_FREQUENCY).
 */
export const textFrequencyPolicies = pgTable('text_frequency_policies', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  per24Hours: integer('per_24_hours').notNull(),
  per7Days: integer('per_7_days').notNull(),
  updatedBy: text('updated_by'),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});

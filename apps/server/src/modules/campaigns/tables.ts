import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/**
 * The spec's Campaign. ownerId made it; teamId is the organization or branch it was made in (its managers see it). The
 * totals are counters kept as events happen, in the event's transaction, so a dashboard reads them instead of counting
 * rows, and they always equal a recount.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    client: text('client').notNull().default('roost'),
    status: text('status').notNull().default('unpaid'),
    templateId: text('template_id'),
    redirectUrl: text('redirect_url'),
    contactName: text('contact_name'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    daysOfWeek: text('days_of_week'),
    messagesPerDay: integer('messages_per_day').notNull().default(0),
    paymentId: text('payment_id'),
    priceCents: integer('price_cents'),
    ownerId: text('owner_id').notNull(),
    teamId: text('team_id'),
    totalContacts: integer('total_contacts').notNull().default(0),
    totalSent: integer('total_sent').notNull().default(0),
    totalClicks: integer('total_clicks').notNull().default(0),
    totalActive: integer('total_active').notNull().default(0),
    totalNonResponsive: integer('total_non_responsive').notNull().default(0),
    totalOptOuts: integer('total_opt_outs').notNull().default(0),
    /** Contacts starred (campaign_contacts.starred_at set): the favourites stat card. */
    totalFavorites: integer('total_favorites').notNull().default(0),
    /** Texts the carrier reported delivered, and texts it refused or could not deliver. */
    totalDelivered: integer('total_delivered').notNull().default(0),
    totalFailed: integer('total_failed').notNull().default(0),
    /** Why the sender paused the campaign by itself (a burst of carrier filtering); null otherwise. */
    pauseReason: text('pause_reason'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_owner_created_idx').on(table.ownerId, table.createdDate, table.id),
    index('campaigns_team_created_idx').on(table.teamId, table.createdDate, table.id),
    index('campaigns_status_created_idx').on(table.status, table.createdDate, table.id),
  ],
);

/** The spec's Campaign contact: one person to text, once per phone number per campaign. */
export const campaignContacts = pgTable(
  'campaign_contacts',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    lender: text('lender'),
    loanAmountCents: integer('loan_amount_cents'),
    loanReceivedData: text('loan_received_data'),
    loanType: text('loan_type'),
    homeValueCents: integer('home_value_cents'),
    refId: text('ref_id'),
    status: text('status').notNull().default('New'),
    /** When the campaign's text went (the NonResponsive clock starts here). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The first reply that made the contact Active (totalActive counts these). */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** When someone working the campaign starred the contact (one star per contact, shared); null if not. */
    starredAt: timestamp('starred_at', { withTimezone: true }),
    /**
     * Why the campaign's text was not sent to this contact (the send row's reason: reassigned, landline,
     * opted-out...); null while it may still go or once it went.
     */
    skipReason: text('skip_reason'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('campaign_contacts_phone_key').on(table.campaignId, table.phoneNumber),
    // A lead's relationship: the campaign that last texted its number (relationships.ts).
    index('campaign_contacts_number_sent_idx').on(table.phoneNumber, table.sentAt),
    // The contacts list's order (repo.ts, contactPage): by first name, a missing one as an empty name.
    index('campaign_contacts_status_name_idx').on(
      table.campaignId,
      table.status,
      sql`coalesce(${table.firstName}, '')`,
      table.id,
    ),
    index('campaign_contacts_name_idx').on(table.campaignId, sql`coalesce(${table.firstName}, '')`, table.id),
    index('campaign_contacts_sent_idx').on(table.status, table.sentAt),
    // The favourites tab: the starred few of a campaign, in the list's order.
    index('campaign_contacts_starred_idx')
      .on(table.campaignId, sql`coalesce(${table.firstName}, '')`, table.id)
      .where(sql`${table.starredAt} is not null`),
  ],
);

/** Who else may open a campaign: a person (user id) or every member of a branch (team id). */
export const campaignCollaborators = pgTable(
  'campaign_collaborators',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    collaboratorId: text('collaborator_id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['individual', 'branch'] }).notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('campaign_collaborators_key').on(table.campaignId, table.type, table.collaboratorId),
    index('campaign_collaborators_member_idx').on(table.collaboratorId),
  ],
);

/** The notifications-side message templates (spec 7); rate is the price per record in dollars. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    rate: doublePrecision('rate').notNull().default(0.05),
    client: text('client').notNull().default('roost'),
    createdBy: text('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_templates_client_created_idx').on(table.client, table.createdDate)],
);

/**
 * One wizard submit, keyed by the idempotency key the wizard sends: the campaign and payment it made and
 * how far it got, so a double click, a retry or a reload continues it instead of starting again.
 */
export const campaignSubmissions = pgTable(
  'campaign_submissions',
  {
    id: id(),
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    campaignId: text('campaign_id').notNull(),
    importId: text('import_id').notNull(),
    paymentId: text('payment_id'),
    /** The payer's credits applied to the price, decided with the submission; the card pays the rest. */
    creditCents: integer('credit_cents').notNull().default(0),
    state: text('state', { enum: ['awaiting_payment', 'submitted', 'refunded', 'failed'] })
      .notNull()
      .default('awaiting_payment'),
    billing: text('billing'),
    collaborators: text('collaborators').notNull().default('[]'),
    /** The consent statement the submitter affirmed for every contact (null: submitted before it was asked). */
    consentStatementId: text('consent_statement_id'),
    message: text('message'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('campaign_submissions_key').on(table.userId, table.idempotencyKey)],
);

import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    addressId: text('address_id'),
    address: text('address'),
    estimatedValue: doublePrecision('estimated_value'),
    loanBalance: doublePrecision('loan_balance'),
    dreamRate: doublePrecision('dream_rate'),
    /** Client-chosen key that makes a retried submit return the first lead. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Hash of the validated body; the same body within a minute is the same lead. */
    bodyHash: text('body_hash').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    /** The campaign link (short link id) the visitor arrived through, when the site knew one. */
    ref: text('ref'),
    /** The loan officer the lead went to (service/route-lead.ts), their branch and organization; null: no one yet. */
    ownerUserId: text('owner_user_id'),
    teamId: text('team_id'),
    organizationId: text('organization_id'),
    /** Why it went there: campaign-link, relationship, partner-zip or round-robin. */
    routedBy: text('routed_by'),
    /** The campaign whose text the person answered, when one did. */
    campaignId: text('campaign_id'),
    /** That campaign's contact: the person as the campaign knows them. */
    campaignContactId: text('campaign_contact_id'),
    /** Where the loan officer is with it (the pipeline's stages) and the day they mean to act next. */
    stage: text('stage', { enum: ['new', 'contacted', 'application', 'won', 'lost'] })
      .notNull()
      .default('new'),
    nextActionDate: date('next_action_date', { mode: 'string' }),
  },
  (table) => [
    index('leads_body_hash_created_idx').on(table.bodyHash, table.createdDate),
    index('leads_owner_created_idx').on(table.ownerUserId, table.createdDate),
    // The pipeline's count per stage, read from the index alone.
    index('leads_owner_stage_idx').on(table.ownerUserId, table.stage),
    index('leads_team_created_idx').on(table.teamId, table.createdDate),
    index('leads_organization_created_idx').on(table.organizationId, table.createdDate),
    // A campaign's funnel: the leads it brought, and those won.
    index('leads_campaign_stage_idx').on(table.campaignId, table.stage),
  ],
);

/** A loan officer's notes on a lead, oldest first; kept with the lead and erased with its person's data. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdDate)],
);

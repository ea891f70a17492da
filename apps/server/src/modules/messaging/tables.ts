import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The send ledger: one row per campaign contact, made when the campaign starts, so that no crash, retry or second
 * sender can text a contact twice or skip one.
 * A row is claimed by one compare-and-set (pending -> sending, SKIP LOCKED), its text is stored before the
 * carrier is called, and the carrier's message id after; a row left `sending` by a crash, or `unknown`
 * after a time-out, is reconciled with the carrier before it may be sent again.
 */
export const campaignSends = pgTable(
  'campaign_sends',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    campaignId: text('campaign_id').notNull(),
    contactId: text('contact_id').notNull(),
    /** E.164 */
    phone: text('phone').notNull(),
    /** pending | sending | sent | unknown | failed | skipped */
    status: text('status').notNull().default('pending'),
    /** Why a skipped row was not sent: opted-out, removed, no-template, schedule-ended, reassigned, landline,
     * frequency-cap (the campaign ended first). */
    skipReason: text('skip_reason'),
    /** When it may go: the recipient's next allowed time (quiet hours, weekdays, dates). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The text as sent, stored before the carrier call (a reconcile looks it up by it). */
    body: text('body'),
    carrier: text('carrier'),
    messageId: text('message_id'),
    deliveryStatus: text('delivery_status'),
    errorCode: integer('error_code'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The frequency limit's record (frequency-cap.ts): the scope whose limit the text counts against ('org:<id>'
     * or 'user:<id>', as the opt-out list's) and when it passed the check; it counts while sending, sent or unknown.
     */
    frequencyScope: text('frequency_scope'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaign_sends_frequency_idx')
      .on(table.frequencyScope, table.phone, table.countedAt)
      .where(sql`counted_at is not null`),
    unique('campaign_sends_contact_key').on(table.campaignId, table.contactId),
    index('campaign_sends_due_idx').on(table.campaignId, table.status, table.dueAt),
    index('campaign_sends_claimed_idx').on(table.campaignId, table.claimedAt),
    index('campaign_sends_message_idx').on(table.messageId),
    index('campaign_sends_phone_sent_idx').on(table.phone, table.sentAt),
  ],
);

/**
 * The spec's message group: one conversation per campaign contact, between the contact's number and ours.
 * groupStatus is NewMessage while a reply waits for the loan officer, else Read.
 */
export const messageGroups = pgTable(
  'message_groups',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    campaignId: text('campaign_id').notNull(),
    contactId: text('contact_id').notNull(),
    toPhoneNumber: text('to_phone_number').notNull(),
    fromPhoneNumber: text('from_phone_number').notNull(),
    groupStatus: text('group_status').notNull().default('Read'),
    /** The number's conversation in the organization (null until a message follows the campaign's text). */
    conversationId: text('conversation_id'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('message_groups_contact_key').on(table.contactId),
    index('message_groups_conversation_idx').on(table.conversationId, table.campaignId),
    index('message_groups_campaign_new_idx')
      .on(table.campaignId)
      .where(sql`group_status = 'NewMessage'`),
  ],
);

/**
 * The loan officer's inbox: one conversation per phone number per organization (`scope`, as the opt-out list's:
 * 'org:<id>' or 'user:<id>'), whatever campaigns of it texted the number. Its message groups (one per campaign
 * contact) point at it, so a reply shows in every campaign that texted the number. Kept up to date as messages
 * come and go, so the inbox reads one row per conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    scope: text('scope').notNull(),
    /** E.164 */
    phone: text('phone').notNull(),
    /** The contact's name as the newest campaign that texted the number has it. */
    name: text('name').notNull().default(''),
    /** needs-reply | waiting | done */
    state: text('state').notNull().default('waiting'),
    /** Replies nobody has read yet. */
    unread: integer('unread').notNull().default(0),
    lastMessage: text('last_message').notNull().default(''),
    lastDirection: text('last_direction', { enum: ['inbound', 'outbound'] })
      .notNull()
      .default('inbound'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who took the conversation on (a user id and their name then). */
    claimedBy: text('claimed_by'),
    claimedByName: text('claimed_by_name'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('conversations_scope_phone_key').on(table.scope, table.phone),
    index('conversations_activity_idx').on(table.lastActivityAt, table.id),
  ],
);

/**
 * The e-mail telling a conversation's loan officer about replies, one row per conversation: `pendingSince` is the
 * first reply not yet told, `dueAt` when the e-mail may go (at most one per conversation per quiet period). A
 * worker claims due rows (SKIP LOCKED); the e-mail's idempotency key is the conversation and `pendingSince`, so a
 * crash between sending and marking sends the same mail again, which the mail provider keeps once.
 */
export const replyNotices = pgTable(
  'reply_notices',
  {
    conversationId: text('conversation_id').primaryKey(),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('reply_notices_due_idx')
      .on(table.dueAt)
      .where(sql`pending_since is not null`),
  ],
);

/** People who switched reply e-mails off on /notifications (everyone else gets them). */
export const replyNoticeOptOuts = pgTable('reply_notice_opt_outs', {
  userId: text('user_id').primaryKey(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The spec's messages of a group after the campaign text: the contact's replies (inbound) and the answers
 * sent back (outbound: a loan officer's, or an automatic opt-out, opt-in or help text).
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    groupId: text('group_id').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    message: text('message').notNull(),
    fromPhoneNumber: text('from_phone_number').notNull(),
    toPhoneNumber: text('to_phone_number').notNull(),
    /** The carrier's message id: an inbound webhook delivered twice is stored once. */
    carrierMessageId: text('carrier_message_id'),
    /** Who answered (a user id), or 'auto' for the compliance texts; null for inbound. */
    sentBy: text('sent_by'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('messages_carrier_message_key').on(table.carrierMessageId),
    index('messages_group_created_idx').on(table.groupId, table.createdDate),
  ],
);

/**
 * The sandbox carrier's texts, in both directions: what every number received (the virtual phone at
 * /dev/phone shows them) and what it replied. Ids look like Twilio's message sids.
 */
export const sandboxTexts = pgTable(
  'sandbox_texts',
  {
    id: text('id').primaryKey(),
    /** E.164; the contact's number for outbound texts, the sender's number for inbound ones. */
    to: text('to_number').notNull(),
    from: text('from_number').notNull(),
    body: text('body').notNull(),
    direction: text('direction', { enum: ['outbound', 'inbound'] }).notNull(),
    status: text('status').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_texts_to_created_idx').on(table.to, table.createdDate)],
);

/**
 * Incoming texts as the carrier's webhook delivered them, stored before the webhook is answered (so a fast
 * answer loses nothing) and handled just after, in order; a row a crash left claimed is handled again (the
 * reply and its effects commit together, so a second handling changes nothing).
 */
export const inboundTexts = pgTable(
  'inbound_texts',
  {
    /** The carrier's message id: a webhook delivered twice is stored once. */
    messageId: text('message_id').primaryKey(),
    from: text('from_number').notNull(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('inbound_texts_waiting_idx')
      .on(table.receivedAt)
      .where(sql`handled_at is null`),
  ],
);

/**
 * Loan officers' replies held until the recipient's allowed hours open. Each goes exactly once: a row is
 * claimed by one compare-and-set (queued -> sending, SKIP LOCKED) and its text is the stored `message`; a
 * row a crash left `sending` is reconciled with the carrier (it is looked up by that text) before it may go
 * again. The numbers are the conversation's when it was queued, so the text goes where the person saw it going.
 */
export const queuedReplies = pgTable(
  'queued_replies',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    groupId: text('group_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    contactId: text('contact_id').notNull(),
    toPhoneNumber: text('to_phone_number').notNull(),
    fromPhoneNumber: text('from_phone_number').notNull(),
    message: text('message').notNull(),
    /** When it may go: the opening of the recipient's allowed hours (moved on if it is still closed then). */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** The recipient's IANA zone when it was queued (null: not known), to say the time in theirs. */
    timeZone: text('time_zone'),
    /** queued | sending | sent | cancelled | failed */
    status: text('status').notNull().default('queued'),
    /** Why a cancelled or failed row did not go: cancelled (by a person), opted-out, not-sent. */
    reason: text('reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    carrierMessageId: text('carrier_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The user who queued it (a user id). */
    createdBy: text('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('queued_replies_due_idx')
      .on(table.sendAt)
      .where(sql`status = 'queued'`),
    index('queued_replies_sending_idx')
      .on(table.claimedAt)
      .where(sql`status = 'sending'`),
    index('queued_replies_group_idx').on(table.groupId, table.sendAt),
  ],
);

/**
 * Each sender's rate, shared by every sending process through the database (a token bucket): `tokens` texts may go
 * now, refilled at the sender's rate since `updatedAt`, never above the bucket's size. `granted` is what the last
 * take gave (the take is one UPDATE, which reads it back).
 */
export const senderRates = pgTable('sender_rates', {
  /** The sender as the carrier knows it: a from-number, a Messaging Service's id, or the sandbox. */
  sender: text('sender').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  granted: integer('granted').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

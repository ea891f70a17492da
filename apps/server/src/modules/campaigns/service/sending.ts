import { and, asc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../platform/db/types';
import { campaignContacts, campaigns, messageTemplates } from '../tables';

/**
 * What the sender (messaging module) reads and changes of campaigns: due campaigns started by one
 * compare-and-set, their contacts a page at a time, the text's template and placeholders, the sent
 * counter, and completion by one compare-and-set.
 */
export interface SendingCampaign {
  id: string;
  /** The product's own client, or the second client whose links go out on the partner's domain. */
  client: string;
  startDate: string | null;
  endDate: string | null;
  daysOfWeek: string | null;
  messagesPerDay: number;
  ownerId: string;
  teamId: string | null;
  contactName: string | null;
  redirectUrl: string | null;
  templateBody: string | null;
}

const sendingColumns = {
  id: campaigns.id,
  client: campaigns.client,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  daysOfWeek: campaigns.daysOfWeek,
  messagesPerDay: campaigns.messagesPerDay,
  ownerId: campaigns.ownerId,
  teamId: campaigns.teamId,
  contactName: campaigns.contactName,
  redirectUrl: campaigns.redirectUrl,
  templateBody: messageTemplates.body,
};

/** Paid campaigns whose start date has come (`today` in the campaigns' zone). */
export async function dueCampaignIds(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'new'), lte(campaigns.startDate, today)));
  return rows.map((row) => row.id);
}

/** new -> active, once: the caller whose update changed the row starts the campaign; others get undefined. */
export async function startCampaign(tx: Tx, id: string): Promise<SendingCampaign | undefined> {
  const [started] = await tx
    .update(campaigns)
    .set({ status: 'active' })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'new')))
    .returning({ id: campaigns.id });
  return started ? sendingCampaign(tx, started.id) : undefined;
}

export async function sendingCampaign(db: Db | Tx, id: string): Promise<SendingCampaign | undefined> {
  const [row] = await db
    .select(sendingColumns)
    .from(campaigns)
    .leftJoin(messageTemplates, eq(messageTemplates.id, campaigns.templateId))
    .where(eq(campaigns.id, id));
  return row;
}

/** The campaigns sending now (paused ones wait). */
export function activeCampaigns(db: Db): Promise<SendingCampaign[]> {
  return db
    .select(sendingColumns)
    .from(campaigns)
    .leftJoin(messageTemplates, eq(messageTemplates.id, campaigns.templateId))
    .where(eq(campaigns.status, 'active'));
}

export interface TextContact {
  id: string;
  phoneNumber: string;
  firstName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  refId: string | null;
  /** When the contact was uploaded to the campaign (the consent date until the consent ledger says better). */
  uploadedAt: Date;
}

const textColumns = {
  id: campaignContacts.id,
  phoneNumber: campaignContacts.phoneNumber,
  firstName: campaignContacts.firstName,
  address: campaignContacts.address,
  city: campaignContacts.city,
  state: campaignContacts.state,
  zip: campaignContacts.zip,
  refId: campaignContacts.refId,
  uploadedAt: campaignContacts.createdDate,
};

/** A campaign's contacts after `afterId`, by id. */
export function contactsPage(db: Db | Tx, campaignId: string, afterId: string, limit: number): Promise<TextContact[]> {
  return db
    .select(textColumns)
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaignId), gt(campaignContacts.id, afterId)))
    .orderBy(asc(campaignContacts.id))
    .limit(limit);
}

export async function contactsByIds(db: Db, ids: readonly string[]): Promise<Map<string, TextContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(textColumns)
    .from(campaignContacts)
    .where(inArray(campaignContacts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Adds to the campaign's sent counter as texts go, so the dashboard reads a counter instead of counting rows. */
export async function countSent(db: Db | Tx, campaignId: string, sent: number): Promise<void> {
  if (sent === 0) return;
  await db
    .update(campaigns)
    .set({ totalSent: sql`${campaigns.totalSent} + ${sent}` })
    .where(eq(campaigns.id, campaignId));
}

/** Texted contacts show as Sent from `sentAt` (a contact who already replied or clicked keeps that status). */
export async function markContactsSent(db: Db | Tx, contactIds: readonly string[], sentAt: Date): Promise<void> {
  if (contactIds.length === 0) return;
  await db
    .update(campaignContacts)
    .set({ status: 'Sent', sentAt })
    .where(and(inArray(campaignContacts.id, [...contactIds]), eq(campaignContacts.status, 'New')));
}

type ContactCounter = 'totalActive' | 'totalOptOuts';

/**
 * Moves a contact to `status` when `from` allows it, in one transaction with the campaign's counters: `counter`
 * gains one when `counts` says this move is the event it counts, and a contact leaving NonResponsive leaves
 * its counter too.
 */
function moveContact(
  db: Db | Tx,
  contactId: string,
  change: { status?: string; repliedAt?: Date },
  from: SQL,
  counter?: ContactCounter,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        campaignId: campaignContacts.campaignId,
        status: campaignContacts.status,
        repliedAt: campaignContacts.repliedAt,
      })
      .from(campaignContacts)
      .where(and(eq(campaignContacts.id, contactId), from))
      .for('update');
    if (!before) return false;
    await tx.update(campaignContacts).set(change).where(eq(campaignContacts.id, contactId));
    const leavesNonResponsive = before.status === 'NonResponsive' && change.status !== undefined;
    const counts = counter === 'totalActive' ? before.repliedAt === null : counter !== undefined;
    if (!counts && !leavesNonResponsive) return true;
    await tx
      .update(campaigns)
      .set({
        ...(counts && counter ? { [counter]: sql`${campaigns[counter]} + 1` } : {}),
        ...(leavesNonResponsive ? { totalNonResponsive: sql`${campaigns.totalNonResponsive} - 1` } : {}),
      })
      .where(eq(campaigns.id, before.campaignId));
    return true;
  });
}

/**
 * A reply: the contact's first reply counts it Active (totalActive counts contacts who replied, once); a
 * texted or non-responsive contact becomes Active, one who clicked keeps ClickThrough; an opted-out contact
 * stays OptOut and is not counted.
 */
export async function markContactReplied(db: Db, contactId: string, at: Date): Promise<void> {
  const moved = await moveContact(
    db,
    contactId,
    { status: 'Active', repliedAt: at },
    inArray(campaignContacts.status, ['New', 'Sent', 'NonResponsive']),
    'totalActive',
  );
  if (!moved) {
    await moveContact(
      db,
      contactId,
      { repliedAt: at },
      and(ne(campaignContacts.status, 'OptOut'), sql`${campaignContacts.repliedAt} is null`)!,
      'totalActive',
    );
  }
}

/** An opt-out reply makes the contact OptOut (counted once). */
export const markContactOptedOut = (db: Db | Tx, contactId: string) =>
  moveContact(db, contactId, { status: 'OptOut' }, ne(campaignContacts.status, 'OptOut'), 'totalOptOuts');

/**
 * People opened these contacts' short links for the first time: each becomes ClickThrough (an opted-out or
 * DoNotCall contact keeps its status) and counts once in its campaign's clicks; one leaving NonResponsive
 * leaves that count. One statement for a whole batch of clicks.
 */
export async function markContactsClicked(db: Db | Tx, contactIds: readonly string[]): Promise<void> {
  if (contactIds.length === 0) return;
  await db.execute(sql`
    with clicked as (
      select ${campaignContacts.id} as id, ${campaignContacts.campaignId} as campaign_id, ${campaignContacts.status} as status
      from ${campaignContacts} where ${inArray(campaignContacts.id, [...contactIds])}
      for update
    ), moved as (
      update ${campaignContacts} set status = 'ClickThrough' from clicked
      where ${campaignContacts.id} = clicked.id
        and clicked.status in ('New', 'Sent', 'Active', 'NonResponsive', 'NewMessage')
      returning clicked.campaign_id, clicked.status as was
    ), per_campaign as (
      select clicked.campaign_id, count(*)::int as clicks,
        (select count(*)::int from moved where moved.campaign_id = clicked.campaign_id and moved.was = 'NonResponsive')
          as left_non_responsive
      from clicked group by clicked.campaign_id
    )
    update ${campaigns} set
      total_clicks = ${campaigns.totalClicks} + per_campaign.clicks,
      total_non_responsive = ${campaigns.totalNonResponsive} - per_campaign.left_non_responsive
    from per_campaign where ${campaigns.id} = per_campaign.campaign_id`);
}

/**
 * Contacts texted before `cutoff` who neither replied nor clicked become NonResponsive, counted per campaign
 * in the same statement. Returns how many moved.
 */
export async function markNonResponsive(db: Db, cutoff: Date): Promise<number> {
  const [row] = await queryRows<{ moved: number }>(
    db,
    sql`
    with moved as (
      update ${campaignContacts} set status = 'NonResponsive'
      where ${campaignContacts.status} = 'Sent' and ${campaignContacts.sentAt} < ${cutoff.toISOString()}
      returning ${campaignContacts.campaignId} as campaign_id
    ), per_campaign as (
      select campaign_id, count(*)::int as moved from moved group by campaign_id
    ), counted as (
      update ${campaigns} set total_non_responsive = ${campaigns.totalNonResponsive} + per_campaign.moved
      from per_campaign where ${campaigns.id} = per_campaign.campaign_id
      returning per_campaign.moved
    )
    select coalesce(sum(moved), 0)::int as moved from counted`,
  );
  return Number(row?.moved ?? 0);
}

/** active -> complete, once. */
export async function completeCampaign(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ status: 'complete' })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'active')))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Keeps why the campaign's text was not sent to a contact, for its contacts list. */
export async function markContactSkipped(db: Db | Tx, contactId: string, reason: string): Promise<void> {
  await db.update(campaignContacts).set({ skipReason: reason }).where(eq(campaignContacts.id, contactId));
}

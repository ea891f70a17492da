import { and, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { afterPosition, keysetTime, pageFrom, type KeysetPosition } from '../../db/keyset-page';
import type { Db, Tx } from '../../db/types';
import { campaignCollaborators, campaignContacts, campaigns, campaignSubmissions, messageTemplates } from './tables';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type TemplateRow = typeof messageTemplates.$inferSelect;
export type SubmissionRow = typeof campaignSubmissions.$inferSelect;
export type CollaboratorRow = typeof campaignCollaborators.$inferSelect;
export type NewContact = typeof campaignContacts.$inferInsert;
export type ContactRow = typeof campaignContacts.$inferSelect;

export async function findCampaign(db: Db | Tx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** The campaign row locked for this transaction (one finalisation at a time). */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function insertCampaign(db: Db | Tx, values: NewCampaign): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

export async function updateCampaign(db: Db | Tx, id: string, patch: Partial<NewCampaign>): Promise<CampaignRow> {
  const [row] = await db.update(campaigns).set(patch).where(eq(campaigns.id, id)).returning();
  return row!;
}

/** Who sees which campaigns: everyone (admins), or the campaigns a person reaches. */
export interface CampaignReach {
  userId: string;
  managedTeamIds: readonly string[];
  memberTeamIds: readonly string[];
}

function reachCondition(reach: CampaignReach): SQL {
  const collaborating = sql`${campaigns.id} in (select ${campaignCollaborators.campaignId} from ${campaignCollaborators}
    where (${campaignCollaborators.type} = 'individual' and ${campaignCollaborators.collaboratorId} = ${reach.userId})
    ${reach.memberTeamIds.length ? sql`or (${campaignCollaborators.type} = 'branch' and ${inArray(campaignCollaborators.collaboratorId, [...reach.memberTeamIds])})` : sql``})`;
  return or(
    eq(campaigns.ownerId, reach.userId),
    reach.managedTeamIds.length ? inArray(campaigns.teamId, [...reach.managedTeamIds]) : undefined,
    collaborating,
  )!;
}

export interface CampaignPageQuery {
  statuses: readonly string[];
  reach: CampaignReach | 'all';
  limit: number;
  /** The last row of the previous page. */
  after?: KeysetPosition;
}

/** A page of campaigns, newest first (keyset on created date and id), and how many match in all. */
export async function campaignPage(db: Db, query: CampaignPageQuery) {
  const filter = and(
    inArray(campaigns.status, [...query.statuses]),
    query.reach === 'all' ? undefined : reachCondition(query.reach),
  );
  const rows = await db
    .select({ campaign: campaigns, keysetCreated: keysetTime(campaigns.createdDate) })
    .from(campaigns)
    .where(and(filter, afterPosition(campaigns.createdDate, campaigns.id, query.after)))
    .orderBy(desc(campaigns.createdDate), desc(campaigns.id))
    .limit(query.limit + 1);
  const [total] = await db.select({ value: count() }).from(campaigns).where(filter);
  const page = pageFrom(
    rows.map((row) => ({ ...row, id: row.campaign.id })),
    query.limit,
  );
  return { rows: page.rows.map((row) => row.campaign), nextCursor: page.nextCursor, count: total?.value ?? 0 };
}

/** Whether the person reaches this campaign (owner, manager of its team, collaborator). */
export async function reachesCampaign(db: Db, id: string, reach: CampaignReach): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), reachCondition(reach)));
  return row !== undefined;
}

export async function countCampaignsNotDraft(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(campaigns)
    .where(sql`${campaigns.status} not in ('unpaid', 'canceled', 'deleted')`);
  return row?.value ?? 0;
}

// Templates

export function templatesOf(db: Db, client: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.client, client))
    .orderBy(desc(messageTemplates.createdDate), desc(messageTemplates.id));
}

export async function findTemplate(db: Db | Tx, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
  return row;
}

export async function insertTemplates(
  db: Db,
  values: (typeof messageTemplates.$inferInsert)[],
): Promise<TemplateRow[]> {
  return db.insert(messageTemplates).values(values).returning();
}

export async function updateTemplate(db: Db, id: string, patch: Partial<typeof messageTemplates.$inferInsert>) {
  const [row] = await db.update(messageTemplates).set(patch).where(eq(messageTemplates.id, id)).returning();
  return row;
}

export async function countTemplates(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(messageTemplates);
  return row?.value ?? 0;
}

// Submissions

export async function findSubmission(db: Db | Tx, userId: string, key: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignSubmissions)
    .where(and(eq(campaignSubmissions.userId, userId), eq(campaignSubmissions.idempotencyKey, key)));
  return row;
}

export async function submissionOfCampaign(db: Db | Tx, campaignId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(campaignSubmissions).where(eq(campaignSubmissions.campaignId, campaignId));
  return row;
}

/** Inserts the submission unless the key was taken by a concurrent request; undefined then. */
export async function insertSubmission(
  tx: Tx,
  values: typeof campaignSubmissions.$inferInsert,
): Promise<SubmissionRow | undefined> {
  const [row] = await tx.insert(campaignSubmissions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubmission(
  db: Db | Tx,
  id: string,
  patch: Partial<typeof campaignSubmissions.$inferInsert>,
) {
  await db
    .update(campaignSubmissions)
    .set({ ...patch, updatedDate: new Date() })
    .where(eq(campaignSubmissions.id, id));
}

/** Submissions still waiting for their payment, last touched between `since` and `before` (the resume sweep). */
export function staleSubmissions(db: Db, since: Date, before: Date, limit: number): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(campaignSubmissions)
    .where(
      and(
        eq(campaignSubmissions.state, 'awaiting_payment'),
        lt(campaignSubmissions.updatedDate, before),
        gt(campaignSubmissions.updatedDate, since),
      ),
    )
    .limit(limit);
}

// Contacts and collaborators

/** Inserts contacts, skipping a phone the campaign already has; returns how many were added. */
export async function insertContacts(tx: Db | Tx, values: NewContact[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(campaignContacts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: campaignContacts.id });
  return rows.length;
}

export async function countContacts(db: Db | Tx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(campaignContacts)
    .where(eq(campaignContacts.campaignId, campaignId));
  return row?.value ?? 0;
}

export async function contactPhones(db: Db | Tx, campaignId: string, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: campaignContacts.phoneNumber })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaignId), inArray(campaignContacts.phoneNumber, [...phones])));
  return new Set(rows.map((row) => row.phone));
}

export async function replaceCollaborators(
  tx: Db | Tx,
  campaignId: string,
  values: { collaboratorId: string; name: string; type: 'individual' | 'branch' }[],
) {
  await tx.delete(campaignCollaborators).where(eq(campaignCollaborators.campaignId, campaignId));
  if (values.length) {
    await tx
      .insert(campaignCollaborators)
      .values(values.map((value) => ({ ...value, campaignId })))
      .onConflictDoNothing();
  }
}

export function collaboratorsOf(db: Db, campaignId: string): Promise<CollaboratorRow[]> {
  return db.select().from(campaignCollaborators).where(eq(campaignCollaborators.campaignId, campaignId));
}

/**
 * A page of a campaign's contacts sorted by first name (then id), after the contact `after` names; contacts
 * without a first name sort first, as an empty name.
 */
export async function contactPage(
  db: Db,
  query: { campaignId: string; status: string | null; limit: number; after?: { firstName: string; id: string } },
) {
  const name = sql`coalesce(${campaignContacts.firstName}, '')`;
  return db
    .select()
    .from(campaignContacts)
    .where(
      and(
        eq(campaignContacts.campaignId, query.campaignId),
        query.status ? eq(campaignContacts.status, query.status) : undefined,
        query.after
          ? sql`(${name}, ${campaignContacts.id}) > (${query.after.firstName}, ${query.after.id})`
          : undefined,
      ),
    )
    .orderBy(name, campaignContacts.id)
    .limit(query.limit + 1);
}

export async function findContact(db: Db, campaignId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaignId), eq(campaignContacts.id, id)));
  return row;
}

export async function findContactById(db: Db, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(campaignContacts).where(eq(campaignContacts.id, id)).limit(1);
  return row;
}

import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { keysetTime, pageFrom, type KeysetPosition } from '../../platform/db/keyset-page';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { teamReachSql } from '../organizations';
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

/**
 * Whether the person reaches the campaign row of the query (owner, manager of its team, collaborator as a
 * person or through a branch they belong to), as SQL: checked where the rows are read, in the same round trip.
 */
function reachCondition(userId: string | Placeholder): SQL {
  const reach = teamReachSql(userId);
  return sql`(${campaigns.ownerId} = ${userId}
    or ${campaigns.teamId} in (${reach.managedTeamIds})
    or ${campaigns.id} in (select ${campaignCollaborators.campaignId} from ${campaignCollaborators}
      where (${campaignCollaborators.type} = 'individual' and ${campaignCollaborators.collaboratorId} = ${userId})
        or (${campaignCollaborators.type} = 'branch' and ${campaignCollaborators.collaboratorId} in (${reach.memberTeamIds}))))`;
}

/** What the access rules ask of a campaign and of the person, for a query that reads the campaign. */
const standingOf = (userId: Placeholder) => ({
  reached: sql<boolean>`coalesce(${reachCondition(userId)}, false)`,
  manages: sql<boolean>`coalesce(${campaigns.teamId} in (${teamReachSql(userId).managedTeamIds}), false)`,
});

/** The campaign fields the access rules read. */
const accessFields = {
  id: campaigns.id,
  status: campaigns.status,
  ownerId: campaigns.ownerId,
  teamId: campaigns.teamId,
};
export type CampaignAccessFields = Pick<CampaignRow, keyof typeof accessFields>;

/** How the person stands toward a campaign: does it reach them, do they manage its team. */
export interface CampaignAccess<Row extends CampaignAccessFields = CampaignRow> {
  row: Row;
  reached: boolean;
  manages: boolean;
}

const campaignAccessQueries = preparedPerDatabase((db) => ({
  whole: db
    .select({ campaign: campaigns, ...standingOf(sql.placeholder('userId')) })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare('campaigns_access'),
  fields: db
    .select({ campaign: accessFields, ...standingOf(sql.placeholder('userId')) })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare('campaigns_access_fields'),
}));

/** The campaign and the person's standing toward it, in one query. */
export async function campaignAccess(db: Db, userId: string, id: string): Promise<CampaignAccess | undefined> {
  const [found] = await campaignAccessQueries(db).whole.execute({ userId, id });
  return found && { row: found.campaign, reached: found.reached === true, manages: found.manages === true };
}

/** The same, reading only the campaign fields the access rules need. */
export async function campaignAccessFields(
  db: Db,
  userId: string,
  id: string,
): Promise<CampaignAccess<CampaignAccessFields> | undefined> {
  const [found] = await campaignAccessQueries(db).fields.execute({ userId, id });
  return found && { row: found.campaign, reached: found.reached === true, manages: found.manages === true };
}

/** A campaign contact (what a conversation needs of it), its campaign and the person's standing toward it. */
const contactAccessQuery = preparedPerDatabase((db) =>
  db
    .select({
      contact: {
        id: campaignContacts.id,
        campaignId: campaignContacts.campaignId,
        phoneNumber: campaignContacts.phoneNumber,
      },
      campaign: accessFields,
      ...standingOf(sql.placeholder('userId')),
    })
    .from(campaignContacts)
    .innerJoin(campaigns, eq(campaigns.id, campaignContacts.campaignId))
    .where(eq(campaignContacts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('campaigns_contact_access'),
);

export type ContactOfCampaign = Pick<ContactRow, 'id' | 'campaignId' | 'phoneNumber'>;

export async function contactAccess(
  db: Db,
  userId: string,
  contactId: string,
): Promise<(CampaignAccess<CampaignAccessFields> & { contact: ContactOfCampaign }) | undefined> {
  const [found] = await contactAccessQuery(db).execute({ userId, id: contactId });
  return (
    found && {
      contact: found.contact,
      row: found.campaign,
      reached: found.reached === true,
      manages: found.manages === true,
    }
  );
}

export interface CampaignPageQuery {
  statuses: readonly string[];
  /** Everyone's campaigns (admins), or those the person of this id reaches. */
  reach: 'all' | { userId: string };
  limit: number;
  /** The last row of the previous page. */
  after?: KeysetPosition;
}

const listedIn = (reach: 'all' | 'person') =>
  and(
    sql`${campaigns.status} = any(${sql.placeholder('statuses')}::text[])`,
    reach === 'all' ? undefined : reachCondition(sql.placeholder('userId')),
  )!;

/** A page of campaigns and, on each row, how many match in all (the count a subquery, read once). */
const campaignPageIn = (db: Db, reach: 'all' | 'person', afterPosition: boolean) =>
  db
    .select({
      campaign: campaigns,
      keysetCreated: keysetTime(campaigns.createdDate),
      total: sql<number>`(select count(*)::int from ${campaigns} where ${listedIn(reach)})`,
    })
    .from(campaigns)
    .where(
      and(
        listedIn(reach),
        afterPosition
          ? sql`(${campaigns.createdDate}, ${campaigns.id}) < (${sql.placeholder('afterCreated')}::timestamptz, ${sql.placeholder('afterId')})`
          : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdDate), desc(campaigns.id))
    .limit(sql.placeholder('limit'))
    .prepare(`campaigns_page_${reach}${afterPosition ? '_after' : ''}`);

const campaignPageQueries = preparedPerDatabase((db) => ({
  all: campaignPageIn(db, 'all', false),
  allAfter: campaignPageIn(db, 'all', true),
  person: campaignPageIn(db, 'person', false),
  personAfter: campaignPageIn(db, 'person', true),
}));

/**
 * A page of campaigns, newest first (keyset on created date and id), and how many match in all, in one
 * query; only a page past the last one, which has no row to carry the count, asks again for it.
 */
export async function campaignPage(db: Db, query: CampaignPageQuery) {
  const queries = campaignPageQueries(db);
  const params = {
    statuses: [...query.statuses],
    userId: query.reach === 'all' ? undefined : query.reach.userId,
    limit: query.limit + 1,
    afterCreated: query.after?.created,
    afterId: query.after?.id,
  };
  const prepared =
    query.reach === 'all'
      ? query.after
        ? queries.allAfter
        : queries.all
      : query.after
        ? queries.personAfter
        : queries.person;
  const rows = await prepared.execute(params);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.after) {
    const [counted] = await db
      .select({ value: count() })
      .from(campaigns)
      .where(
        and(
          inArray(campaigns.status, [...query.statuses]),
          query.reach === 'all' ? undefined : reachCondition(query.reach.userId),
        ),
      );
    total = counted?.value ?? 0;
  }
  const page = pageFrom(
    rows.map((row) => ({ ...row, id: row.campaign.id })),
    query.limit,
  );
  return { rows: page.rows.map((row) => row.campaign), nextCursor: page.nextCursor, count: total };
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

/**
 * Credits the person's unpaid submissions since `since` have set aside: applied to their price, not yet spent
 * (they are spent when the payment succeeds), so a second draft cannot count on the same credit.
 */
export async function pendingCreditCents(db: Db | Tx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${campaignSubmissions.creditCents}), 0)::int` })
    .from(campaignSubmissions)
    .where(
      and(
        eq(campaignSubmissions.userId, userId),
        eq(campaignSubmissions.state, 'awaiting_payment'),
        gt(campaignSubmissions.createdDate, since),
      ),
    );
  return Number(row?.cents ?? 0);
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

/** A page of a campaign's numbers in id order, after `afterId` (the ledger's events of a launch). */
export async function contactPhonesAfter(db: Db | Tx, campaignId: string, afterId: string, limit: number) {
  return db
    .select({ id: campaignContacts.id, phone: campaignContacts.phoneNumber })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaignId), gt(campaignContacts.id, afterId)))
    .orderBy(asc(campaignContacts.id))
    .limit(limit);
}

/** The fields a template reads, of a campaign's contacts after `afterId` in id order. */
export function contactPlaceholderFieldsAfter(db: Db | Tx, campaignId: string, afterId: string, limit: number) {
  return db
    .select({
      id: campaignContacts.id,
      firstName: campaignContacts.firstName,
      address: campaignContacts.address,
      city: campaignContacts.city,
      refId: campaignContacts.refId,
    })
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaignId), gt(campaignContacts.id, afterId)))
    .orderBy(campaignContacts.id)
    .limit(limit);
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

/** Contacts sort by first name, those without one first, as an empty name (an index is on this expression). */
const contactName = sql`coalesce(${campaignContacts.firstName}, '')`;

/** What the contacts list shows of a contact. */
const listedContactFields = {
  id: campaignContacts.id,
  campaignId: campaignContacts.campaignId,
  firstName: campaignContacts.firstName,
  lastName: campaignContacts.lastName,
  phoneNumber: campaignContacts.phoneNumber,
  email: campaignContacts.email,
  address: campaignContacts.address,
  city: campaignContacts.city,
  state: campaignContacts.state,
  zip: campaignContacts.zip,
  status: campaignContacts.status,
  refId: campaignContacts.refId,
  starredAt: campaignContacts.starredAt,
  skipReason: campaignContacts.skipReason,
};
export type ListedContactRow = Pick<ContactRow, keyof typeof listedContactFields>;

/** Which contacts a page lists: every one, one status, or the starred ones. */
type ContactSelection = 'all' | 'status' | 'starred';

const contactPageIn = (db: Db, selection: ContactSelection, afterContact: boolean) =>
  db
    .select(listedContactFields)
    .from(campaignContacts)
    .where(
      and(
        eq(campaignContacts.campaignId, sql.placeholder('campaignId')),
        selection === 'status' ? eq(campaignContacts.status, sql.placeholder('status')) : undefined,
        selection === 'starred' ? isNotNull(campaignContacts.starredAt) : undefined,
        afterContact
          ? sql`(${contactName}, ${campaignContacts.id}) > (${sql.placeholder('afterName')}::text, ${sql.placeholder('afterId')}::text)`
          : undefined,
      ),
    )
    .orderBy(contactName, campaignContacts.id)
    .limit(sql.placeholder('limit'))
    .prepare(`campaign_contacts_page${selection === 'all' ? '' : `_${selection}`}${afterContact ? '_after' : ''}`);

const contactPageQueries = preparedPerDatabase((db) => ({
  all: contactPageIn(db, 'all', false),
  allAfter: contactPageIn(db, 'all', true),
  status: contactPageIn(db, 'status', false),
  statusAfter: contactPageIn(db, 'status', true),
  starred: contactPageIn(db, 'starred', false),
  starredAfter: contactPageIn(db, 'starred', true),
}));

/**
 * A page of a campaign's contacts sorted by first name (then id), after the contact `after` names; contacts
 * without a first name sort first, as an empty name. `starred` lists only the starred ones (any status).
 */
export async function contactPage(
  db: Db,
  query: {
    campaignId: string;
    status: string | null;
    starred?: boolean;
    limit: number;
    after?: { firstName: string; id: string };
  },
) {
  const queries = contactPageQueries(db);
  const selection: ContactSelection = query.starred ? 'starred' : query.status ? 'status' : 'all';
  const prepared = {
    all: [queries.all, queries.allAfter],
    status: [queries.status, queries.statusAfter],
    starred: [queries.starred, queries.starredAfter],
  }[selection][query.after ? 1 : 0]!;
  return prepared.execute({
    campaignId: query.campaignId,
    status: query.status ?? undefined,
    afterName: query.after?.firstName,
    afterId: query.after?.id,
    limit: query.limit + 1,
  });
}

/**
 * Stars or unstars a contact and keeps the campaign's favourites count with it, in one statement: only a
 * real change moves the count, so repeating a request changes nothing. Returns the contact as listed.
 */
export async function setContactStar(db: Db, contactId: string, starred: boolean): Promise<ListedContactRow> {
  const changed = starred ? sql`${campaignContacts.starredAt} is null` : sql`${campaignContacts.starredAt} is not null`;
  await queryRows(
    db,
    sql`
    with changed as (
      update ${campaignContacts} set starred_at = ${starred ? sql`now()` : sql`null`}
      where ${campaignContacts.id} = ${contactId} and ${changed}
      returning ${campaignContacts.campaignId} as campaign_id
    ), counted as (
      update ${campaigns} set total_favorites = ${campaigns.totalFavorites} + ${starred ? 1 : -1}
      from changed where ${campaigns.id} = changed.campaign_id
      returning 1
    )
    select count(*)::int as changed from counted`,
  );
  const [contact] = await db
    .select(listedContactFields)
    .from(campaignContacts)
    .where(eq(campaignContacts.id, contactId));
  return contact!;
}

export async function findContact(db: Db, campaignId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignContacts)
    .where(and(eq(campaignContacts.campaignId, campaignId), eq(campaignContacts.id, id)));
  return row;
}

// The inbox's reach

/** The paid campaigns a person reaches (owner, manager of its team, collaborator), newest first: id and name. */
export function reachedCampaignNames(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(sql`${campaigns.status} not in ('deleted', 'unpaid')`, reachCondition(userId)))
    .orderBy(desc(campaigns.createdDate), desc(campaigns.id));
}

/** Contacts' names ('First Last', '' when the upload had none), by contact id. */
export async function contactNamesOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: campaignContacts.id, first: campaignContacts.firstName, last: campaignContacts.lastName })
    .from(campaignContacts)
    .where(inArray(campaignContacts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, [row.first, row.last].filter(Boolean).join(' ').trim()]));
}

/** A contact as the contacts list shows it. */
export async function listedContact(db: Db, id: string): Promise<ListedContactRow | undefined> {
  const [row] = await db.select(listedContactFields).from(campaignContacts).where(eq(campaignContacts.id, id)).limit(1);
  return row;
}

/** Campaigns' names by id (the upload report names the campaigns that texted its numbers lately). */
export async function campaignNamesOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

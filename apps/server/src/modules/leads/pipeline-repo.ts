import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { afterPosition, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import { teamReachOf } from '../organizations';
import { leadNotes, leads } from './tables';
import type { LeadRow } from './repo';

/** Who is asking: their account and global roles (a superadmin sees every lead). */
export interface PipelineCaller {
  id: string;
  roles: readonly string[];
}

/** Who is asking, with the teams they manage (an organization admin: the organization and its branches). */
export interface PipelineViewer extends PipelineCaller {
  managedTeamIds: readonly string[];
}

export async function viewerOf(db: Db, caller: PipelineCaller): Promise<PipelineViewer> {
  return { ...caller, managedTeamIds: (await teamReachOf(db, caller.id)).managedTeamIds };
}

/**
 * The leads a caller sees: routed to them, or to a team they manage (an organization admin: the organization and its
 * branches; a branch manager: the branch). Undefined for a superadmin: all of them. A loan officer who manages no team
 * reads their own leads only, along the (owner, created) index.
 */
export function visibleTo(viewer: PipelineViewer): SQL | undefined {
  if (viewer.roles.includes('superadmin')) return undefined;
  const own = eq(leads.ownerUserId, viewer.id);
  return viewer.managedTeamIds.length ? or(own, inArray(leads.teamId, [...viewer.managedTeamIds])) : own;
}

export function pipelineRows(
  db: Db,
  caller: PipelineViewer,
  query: { stage?: LeadRow['stage'] | undefined; after?: KeysetPosition | undefined; limit: number },
) {
  return db
    .select({ lead: leads, keysetCreated: keysetTime(leads.createdDate) })
    .from(leads)
    .where(
      and(
        visibleTo(caller),
        query.stage ? eq(leads.stage, query.stage) : undefined,
        afterPosition(leads.createdDate, leads.id, query.after),
      ),
    )
    .orderBy(desc(leads.createdDate), desc(leads.id))
    .limit(query.limit + 1);
}

export async function stageCountsOf(db: Db, caller: PipelineViewer) {
  return db.select({ stage: leads.stage, count: count() }).from(leads).where(visibleTo(caller)).groupBy(leads.stage);
}

export async function findLead(db: Db | Tx, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

/** The same rule as visibleTo, for a lead already read. */
export function canSee(viewer: PipelineViewer, row: LeadRow): boolean {
  return (
    viewer.roles.includes('superadmin') ||
    row.ownerUserId === viewer.id ||
    (row.teamId !== null && viewer.managedTeamIds.includes(row.teamId))
  );
}

/** Moves a lead; returns the row before the change (locked), or undefined when it is gone. */
export async function lockLead(tx: Tx, id: string): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update').limit(1);
  return row;
}

export async function updateLeadRow(
  tx: Tx,
  id: string,
  patch: Partial<Pick<LeadRow, 'stage' | 'nextActionDate'>>,
): Promise<LeadRow> {
  const [row] = await tx.update(leads).set(patch).where(eq(leads.id, id)).returning();
  return row!;
}

export function notesOf(db: Db, leadId: string) {
  return db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.createdDate));
}

export async function insertNote(db: Db, note: typeof leadNotes.$inferInsert) {
  const [row] = await db.insert(leadNotes).values(note).returning();
  return row!;
}

/**
 * The leads in the caller's reach that the opportunity list weighs, newest first, at most `limit`: a won lead is left
 * out (its loan is the one the loan officer just made).
 */
export function opportunityLeadRows(db: Db, viewer: PipelineViewer, limit: number): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(and(visibleTo(viewer), ne(leads.stage, 'won')))
    .orderBy(desc(leads.createdDate), desc(leads.id))
    .limit(limit);
}

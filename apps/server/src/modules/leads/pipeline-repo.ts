import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
import { afterPosition, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import { teamReachSql } from '../organizations';
import { leadNotes, leads } from './tables';
import type { LeadRow } from './repo';

/** Who is asking: their account and global roles (a superadmin sees every lead). */
export interface PipelineCaller {
  id: string;
  roles: readonly string[];
}

/**
 * The leads a caller sees: routed to them, or to a team they manage (an organization admin: the organization and its
 * branches; a branch manager: the branch). Undefined for a superadmin: all of them.
 */
export function visibleTo(caller: PipelineCaller): SQL | undefined {
  if (caller.roles.includes('superadmin')) return undefined;
  const reach = teamReachSql(caller.id);
  return sql`(${leads.ownerUserId} = ${caller.id} or ${leads.teamId} in (${reach.managedTeamIds}))`;
}

export function pipelineRows(
  db: Db,
  caller: PipelineCaller,
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

export async function stageCountsOf(db: Db, caller: PipelineCaller) {
  return db.select({ stage: leads.stage, count: count() }).from(leads).where(visibleTo(caller)).groupBy(leads.stage);
}

export async function findLead(db: Db | Tx, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export async function isVisible(db: Db | Tx, caller: PipelineCaller, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), visibleTo(caller)))
    .limit(1);
  return row !== undefined;
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

import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ConsentEffect } from '@roost/domain';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { consentEvents, consentStatements } from './tables';

export type ConsentEventRow = typeof consentEvents.$inferSelect;
export type NewConsentEvent = typeof consentEvents.$inferInsert;

/** Stores a statement's words the first time an event names it (a version's words never change). */
export async function ensureStatement(db: Db | Tx, id: string, text: string): Promise<void> {
  await db.insert(consentStatements).values({ id, text }).onConflictDoNothing();
}

/** One event. */
export async function insertConsentEvent(db: Db | Tx, event: NewConsentEvent): Promise<void> {
  await db.insert(consentEvents).values(event);
}

/** The evidence every row of one upload shares; each row adds its number and line. */
export interface UploadEvidence {
  scope: string;
  campaignId: string;
  campaignName: string;
  fileName: string | null;
  actorId: string;
  statementId: string;
  recordedBeforeLedger: boolean;
  occurredAt: Date;
}

/**
 * One grant per row in one round trip: the rows travel as one JSON parameter (10,000 rows of a lead file
 * would otherwise need 100,000+ bound parameters, past PostgreSQL's limit).
 */
export async function insertUploadGrants(
  tx: Db | Tx,
  evidence: UploadEvidence,
  rows: readonly { phone: string; line: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${consentEvents} (scope, phone, effect, kind, occurred_at, campaign_id, campaign_name, file_name,
      row_number, actor_id, statement_id, recorded_before_ledger)
    select ${evidence.scope}, r.phone, 'grant', 'upload', ${evidence.occurredAt.toISOString()}::timestamptz,
      ${evidence.campaignId}, ${evidence.campaignName}, ${evidence.fileName}, r.line, ${evidence.actorId},
      ${evidence.statementId}, ${evidence.recordedBeforeLedger}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(phone text, line integer)`);
}

/**
 * The latest grant or revoke of each of these numbers in the scope (notes left aside): one query, the
 * (scope, phone, id) index walked once per number.
 */
export async function latestEffects(
  db: Db | Tx,
  scope: string,
  phones: readonly string[],
): Promise<Map<string, ConsentEffect>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([consentEvents.phone], { phone: consentEvents.phone, effect: consentEvents.effect })
    .from(consentEvents)
    .where(
      and(
        eq(consentEvents.scope, scope),
        inArray(consentEvents.phone, [...new Set(phones)]),
        ne(consentEvents.effect, 'note'),
      ),
    )
    .orderBy(consentEvents.phone, desc(consentEvents.id));
  return new Map(rows.map((row) => [row.phone, row.effect]));
}

/**
 * For each of these numbers whose consent holds now, when it began: the first grant after the latest
 * revocation (or ever, without one), and only when the latest grant-or-revoke is a grant.
 */
export async function grantsSince(db: Db | Tx, scope: string, phones: readonly string[]): Promise<Map<string, Date>> {
  if (phones.length === 0) return new Map();
  const rows = await queryRows<{ phone: string; since: string | Date }>(
    db,
    sql`
      with events as (
        select phone, effect, occurred_at, id,
          max(case when effect = 'revoke' then id end) over (partition by phone) as last_revoke
        from ${consentEvents}
        where scope = ${scope} and phone in (${sql.join(
          [...new Set(phones)].map((phone) => sql`${phone}`),
          sql`, `,
        )})
      )
      select phone, min(occurred_at) as since from events
      where effect = 'grant' and id > coalesce(last_revoke, 0)
      group by phone`,
  );
  return new Map(rows.map((row) => [row.phone, new Date(row.since)]));
}

/** A number's events in a scope, the newest `limit`, with the words of their statements. */
export async function consentEventsOf(db: Db, scope: string, phone: string, limit: number) {
  const rows = await db
    .select({ event: consentEvents, statement: consentStatements.text })
    .from(consentEvents)
    .leftJoin(consentStatements, eq(consentStatements.id, consentEvents.statementId))
    .where(and(eq(consentEvents.scope, scope), eq(consentEvents.phone, phone)))
    .orderBy(desc(consentEvents.id))
    .limit(limit);
  return rows.reverse();
}

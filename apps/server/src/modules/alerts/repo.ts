import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AlertKind } from '@roost/domain';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { alerts, alertStates, alertUnsubscribes } from './tables';

export type AlertRow = typeof alerts.$inferSelect;
export type AlertStateRow = typeof alertStates.$inferSelect;
export type NewAlert = Pick<
  typeof alerts.$inferInsert,
  'userId' | 'kind' | 'subjectId' | 'addressId' | 'period' | 'title' | 'body' | 'figures'
> &
  Partial<Pick<typeof alerts.$inferInsert, 'emailState' | 'textState' | 'leadState' | 'createdDate'>>;
export type DeliveryStep = 'email' | 'text' | 'lead';
export type StepState = 'pending' | 'sent' | 'skipped' | 'failed';

const stepColumn = { email: 'email_state', text: 'text_state', lead: 'lead_state' } as const;

/** The state of one watch, locked for the rest of the transaction. */
export async function lockState(tx: Tx, userId: string, kind: AlertKind, subjectId: string) {
  const [row] = await tx
    .select()
    .from(alertStates)
    .where(and(eq(alertStates.userId, userId), eq(alertStates.kind, kind), eq(alertStates.subjectId, subjectId)))
    .for('update')
    .limit(1);
  return row;
}

/** Starts (or restarts, for a changed line) a watch. */
export async function startState(tx: Tx, row: typeof alertStates.$inferInsert) {
  const { userId: _user, kind: _kind, subjectId: _subject, ...changes } = row;
  await tx
    .insert(alertStates)
    .values(row)
    .onConflictDoUpdate({ target: [alertStates.userId, alertStates.kind, alertStates.subjectId], set: changes });
}

/** met: from -> to, by compare-and-set; true when this call moved it. */
export async function flipState(tx: Tx, state: AlertStateRow, met: boolean, at: Date): Promise<boolean> {
  const moved = await tx
    .update(alertStates)
    .set({ met, changedDate: at })
    .where(
      and(
        eq(alertStates.userId, state.userId),
        eq(alertStates.kind, state.kind),
        eq(alertStates.subjectId, state.subjectId),
        eq(alertStates.met, state.met),
      ),
    )
    .returning({ userId: alertStates.userId });
  return moved.length > 0;
}

/** Forgets the watches a person no longer keeps (a switch turned off, an address removed). */
export async function forgetOtherStates(db: Db, userId: string, keep: readonly string[]) {
  const key = sql<string>`${alertStates.kind} || ':' || ${alertStates.subjectId}`;
  await db
    .delete(alertStates)
    .where(and(eq(alertStates.userId, userId), ...(keep.length > 0 ? [notInArray(key, [...keep])] : [])));
}

/** Records an alert; a digest already recorded for its month is not recorded twice (null then). */
export async function insertAlert(db: Db | Tx, alert: NewAlert): Promise<AlertRow | null> {
  const [row] = await db.insert(alerts).values(alert).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Claims up to `limit` alerts with a hand-off still pending whose last claim ran out: each claim holds
 * the row for `holdMs`, so a worker that died mid-way leaves it to the next after that.
 */
export function claimPendingAlerts(db: Db, now: Date, holdMs: number, limit: number): Promise<AlertRow[]> {
  return queryRows<AlertRow & Record<string, unknown>>(
    db,
    sql`with due as materialized (
          select ${alerts.id} as id from ${alerts}
          where (${alerts.emailState} = 'pending' or ${alerts.textState} = 'pending' or ${alerts.leadState} = 'pending')
            and (${alerts.claimedUntil} is null or ${alerts.claimedUntil} < ${now})
          order by ${alerts.createdDate}
          limit ${limit}
          for update skip locked)
        update ${alerts} set claimed_until = ${new Date(now.getTime() + holdMs)}, attempts = attempts + 1
        from due where ${alerts.id} = due.id
        returning ${alerts.id} as id, user_id as "userId", kind, subject_id as "subjectId", address_id as "addressId",
          period, title, body, figures, email_state as "emailState", text_state as "textState",
          lead_state as "leadState", lead_id as "leadId", attempts, claimed_until as "claimedUntil",
          created_date as "createdDate"`,
  ).then((rows) =>
    rows.map((row) => ({
      ...row,
      createdDate: new Date(row.createdDate),
      claimedUntil: row.claimedUntil && new Date(row.claimedUntil),
    })),
  );
}

/** A step's outcome, kept only while the row is still pending for it. */
export async function markStep(db: Db, id: string, step: DeliveryStep, state: StepState, leadId?: string) {
  await db.execute(
    sql`update ${alerts} set ${sql.raw(stepColumn[step])} = ${state}${leadId ? sql`, lead_id = ${leadId}` : sql``}
        where ${alerts.id} = ${id} and ${sql.raw(stepColumn[step])} = 'pending'`,
  );
}

/** Lets the next worker take the row at once (its remaining steps wait for a retry otherwise). */
export async function releaseClaim(db: Db, id: string, retryAt: Date | null) {
  await db.update(alerts).set({ claimedUntil: retryAt }).where(eq(alerts.id, id));
}

export function listAlerts(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdDate), desc(alerts.id))
    .limit(limit);
}

export async function unsubscribedKinds(db: Db, userId: string): Promise<Set<AlertKind>> {
  const rows = await db
    .select({ kind: alertUnsubscribes.kind })
    .from(alertUnsubscribes)
    .where(eq(alertUnsubscribes.userId, userId));
  return new Set(rows.map((row) => row.kind as AlertKind));
}

export async function setSubscribed(db: Db, userId: string, kind: AlertKind, subscribed: boolean) {
  if (subscribed) {
    await db
      .delete(alertUnsubscribes)
      .where(and(eq(alertUnsubscribes.userId, userId), eq(alertUnsubscribes.kind, kind)));
  } else {
    await db.insert(alertUnsubscribes).values({ userId, kind }).onConflictDoNothing();
  }
}

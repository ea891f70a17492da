import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { afterPosition, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import type { Db, Tx } from '../../platform/db/types';
import { queryRows } from '../../platform/db/types';
import { coreLogs } from './tables';

export async function insertCoreLog(
  db: Db,
  log: { id: string; source: string; action: string; data: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await db.insert(coreLogs).values(log).onConflictDoNothing().returning({ id: coreLogs.id });
  return inserted.length > 0;
}

export type NewCoreLog = typeof coreLogs.$inferInsert;

/** One audit entry; inside the caller's transaction when given one, so it goes or stays with the change. */
export async function insertAuditEntry(db: Db | Tx, entry: NewCoreLog & { id: string }): Promise<void> {
  await db.insert(coreLogs).values(entry);
}

export function listCoreLogs(db: Db, limit: number) {
  return db.select().from(coreLogs).orderBy(desc(coreLogs.createdAt)).limit(limit);
}

export interface CoreLogFilter {
  source?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  /** A user id or a recorded e-mail. */
  actor?: string | undefined;
  /** The account that e-mail names now, so entries that recorded only the id are found too. */
  actorAccountId?: string | undefined;
  /** When given, only audit entries of these organizations (an organization admin's view). */
  organizationIds?: readonly string[] | undefined;
  /** Inclusive. */
  from?: string | undefined;
  /** Exclusive. */
  to?: string | undefined;
}

/** The admin list's rows, newest first: `limit` of them after `after`, within the filter. */
export function listCoreLogsPage(db: Db, query: CoreLogFilter & { limit: number; after?: KeysetPosition | undefined }) {
  const conditions = [
    afterPosition(coreLogs.createdAt, coreLogs.id, query.after),
    query.source !== undefined ? eq(coreLogs.source, query.source) : undefined,
    query.action !== undefined ? eq(coreLogs.action, query.action) : undefined,
    query.targetType !== undefined ? eq(coreLogs.targetType, query.targetType) : undefined,
    query.actor !== undefined
      ? or(
          inArray(coreLogs.actorId, [query.actor, ...(query.actorAccountId ? [query.actorAccountId] : [])]),
          eq(coreLogs.actorLabel, query.actor.toLowerCase()),
        )
      : undefined,
    query.organizationIds !== undefined
      ? query.organizationIds.length > 0
        ? inArray(coreLogs.organizationId, [...query.organizationIds])
        : sql`false`
      : undefined,
    query.from !== undefined ? gte(coreLogs.createdAt, new Date(query.from)) : undefined,
    query.to !== undefined ? lt(coreLogs.createdAt, new Date(query.to)) : undefined,
  ];
  return db
    .select({
      id: coreLogs.id,
      source: coreLogs.source,
      action: coreLogs.action,
      data: coreLogs.data,
      actorId: coreLogs.actorId,
      actorLabel: coreLogs.actorLabel,
      targetType: coreLogs.targetType,
      targetId: coreLogs.targetId,
      targetLabel: coreLogs.targetLabel,
      organizationId: coreLogs.organizationId,
      createdAt: coreLogs.createdAt,
      keysetCreated: keysetTime(coreLogs.createdAt),
    })
    .from(coreLogs)
    .where(and(...conditions))
    .orderBy(desc(coreLogs.createdAt), desc(coreLogs.id))
    .limit(query.limit);
}

/**
 * The distinct values of a column, smallest first, found by skipping through its index (one probe per
 * value: a plain DISTINCT would read every row of a large log).
 */
export async function distinctLogValues(
  db: Db,
  column: 'source' | 'action' | 'target_type',
  limit: number,
): Promise<string[]> {
  const name = sql.identifier(column);
  const rows = await queryRows<{ value: string | null }>(
    db,
    sql`with recursive found(value) as (
          (select ${name} from ${coreLogs} order by ${name} limit 1)
          union all
          select (select ${name} from ${coreLogs} where ${name} > found.value order by ${name} limit 1)
          from found where found.value is not null
        )
        select value from found where value is not null limit ${limit}`,
  );
  return rows.map((row) => String(row.value));
}

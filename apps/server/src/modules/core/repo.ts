import { desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/types';
import { coreLogs, rateLimitHits } from './tables';

export async function insertCoreLog(
  db: Db,
  log: { id: string; source: string; action: string; data: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await db.insert(coreLogs).values(log).onConflictDoNothing().returning({ id: coreLogs.id });
  return inserted.length > 0;
}

export function listCoreLogs(db: Db, limit: number) {
  return db.select().from(coreLogs).orderBy(desc(coreLogs.createdAt)).limit(limit);
}

/** Adds one hit to the key's current window and returns the window's total. */
export async function addRateLimitHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimitHits} (key, window_start, hits) values (${key}, ${windowStart.toISOString()}, 1)
        on conflict (key, window_start) do update set hits = ${rateLimitHits.hits} + 1
        returning hits`,
  );
  return Number(rows[0]?.hits ?? 0);
}

export async function deleteRateLimitWindowsBefore(db: Db, before: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
}

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { queryRows } from '../../platform/db/types';
import { rateLimitHits } from './tables';

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

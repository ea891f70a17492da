import { and, count, desc, sql } from 'drizzle-orm';
import { afterPosition, containsPattern, keysetTime, type KeysetPosition } from '../../platform/db/keyset-page';
import type { Db } from '../../platform/db/types';
import { users, userSearchText } from './tables';

/** The admin list's rows, newest first: `limit` of them after `after`, matching `search` anywhere. */
export function listUsersPage(
  db: Db,
  query: { limit: number; after?: KeysetPosition | undefined; search?: string | undefined },
) {
  const conditions = [
    afterPosition(users.createdAt, users.id, query.after),
    query.search ? sql`${userSearchText(users)} like ${containsPattern(query.search)}` : undefined,
  ];
  return db
    .select({ user: users, keysetCreated: keysetTime(users.createdAt) })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit);
}

export async function countAllUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

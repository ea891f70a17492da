import { and, eq, gt, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import type { Db } from '../../platform/db/types';
import { sessions, users } from './tables';

const liveSessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      sessionCreatedAt: sessions.createdAt,
      banned: users.banned,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        phone: users.phone,
        status: users.status,
        role: users.role,
        textUpdates: users.textUpdates,
        textUpdatesConsentAt: users.textUpdatesConsentAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('digest')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('user_live_session'),
);

export type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>['execute']>>[number];

/** A session not yet at its idle end, with its user, by its token's stored digest: one round trip. */
export async function findLiveSession(db: Db, digest: string): Promise<LiveSession | undefined> {
  const [row] = await liveSessionQuery(db).execute({ digest });
  return row;
}

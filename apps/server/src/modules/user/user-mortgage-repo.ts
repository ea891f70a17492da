import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { userMortgages, users } from './tables';

export type UserMortgageRow = typeof userMortgages.$inferSelect;
type UserMortgageValues = Omit<typeof userMortgages.$inferInsert, 'id' | 'userId' | 'createdDate' | 'updatedDate'>;

/** A person's mortgages, newest first. */
export function listUserMortgages(db: Db, userId: string) {
  return db
    .select()
    .from(userMortgages)
    .where(eq(userMortgages.userId, userId))
    .orderBy(desc(userMortgages.createdDate), desc(userMortgages.id));
}

/**
 * Adds a mortgage unless the person already keeps `limit` of them (undefined then). The person's row
 * is locked for the count and the insert, so two saves at once cannot both pass the limit.
 */
export function insertUserMortgage(db: Db, userId: string, values: UserMortgageValues, limit: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ count: count() }).from(userMortgages).where(eq(userMortgages.userId, userId));
    if ((held?.count ?? 0) >= limit) return undefined;
    const [row] = await tx
      .insert(userMortgages)
      .values({ ...values, userId })
      .returning();
    return row;
  });
}

/** Changes one of the person's own mortgages; undefined when they have none with this id. */
export async function updateUserMortgage(db: Db, id: string, userId: string, values: UserMortgageValues) {
  const [row] = await db
    .update(userMortgages)
    .set({ ...values, updatedDate: new Date() })
    .where(and(eq(userMortgages.id, id), eq(userMortgages.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the person's own mortgages; false when they have none with this id. */
export async function deleteUserMortgage(db: Db, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(userMortgages)
    .where(and(eq(userMortgages.id, id), eq(userMortgages.userId, userId)))
    .returning({ id: userMortgages.id });
  return deleted.length > 0;
}

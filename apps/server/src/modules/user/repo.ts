import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function updateUser(db: Db, id: string, patch: Partial<Omit<UserRow, 'id' | 'createdAt'>>) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Removes an account (its sessions and credentials go with it). */
export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

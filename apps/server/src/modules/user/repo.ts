import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/types';
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

export async function updateUser(db: Db | Tx, id: string, patch: Partial<Omit<UserRow, 'id' | 'createdAt'>>) {
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

/** The e-mails of these accounts, by id (unknown ids are left out). */
export async function findCardById(db: Db, id: string) {
  const [row] = await db
    .select({ name: users.name, image: users.image, phone: users.phone })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findNamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findEmailsByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

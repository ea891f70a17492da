import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { userAddresses } from './tables';

export type UserAddressRow = typeof userAddresses.$inferSelect;

export function listUserAddresses(db: Db, userId: string) {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.createdDate));
}

export async function findUserAddress(db: Db, id: string) {
  const [row] = await db.select().from(userAddresses).where(eq(userAddresses.id, id)).limit(1);
  return row;
}

type UserAddressInsert = typeof userAddresses.$inferInsert;
type UserAddressChanges = Omit<UserAddressInsert, 'id' | 'createdDate' | 'userId' | 'addressId'>;

/**
 * One row per person and address: saving an address twice updates the first. A new row takes `row`;
 * an existing one takes `changes` (by default everything in `row`), so the caller decides what a save
 * may overwrite.
 */
export async function upsertUserAddress(db: Db, row: UserAddressInsert, changes?: UserAddressChanges) {
  const { id: _id, createdDate: _created, userId: _user, addressId: _address, ...everything } = row;
  const [saved] = await db
    .insert(userAddresses)
    .values(row)
    .onConflictDoUpdate({ target: [userAddresses.userId, userAddresses.addressId], set: changes ?? everything })
    .returning();
  return saved!;
}

export async function updateUserAddress(
  db: Db,
  id: string,
  userId: string,
  changes: Partial<typeof userAddresses.$inferInsert>,
) {
  const [saved] = await db
    .update(userAddresses)
    .set(changes)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .returning();
  return saved;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { userSettings } from './tables';

export type UserSettingRow = typeof userSettings.$inferSelect;

/** The person's saved setting; undefined when they never saved one (reading never writes). */
export async function findUserSetting(db: Db, userId: string): Promise<UserSettingRow | undefined> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row;
}

export async function saveUserSetting(
  db: Db,
  userId: string,
  setting: { rate: number; rateNotificationActive: boolean },
) {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...setting })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...setting, updatedDate: new Date() } })
    .returning();
  return row!;
}

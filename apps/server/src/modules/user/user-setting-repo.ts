import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { userSettings } from './tables';

export type UserSettingRow = typeof userSettings.$inferSelect;

/** The person's setting, created with the spec's defaults (rate 0, inactive) when there is none. */
export async function findOrCreateUserSetting(db: Db, userId: string): Promise<UserSettingRow> {
  await db.insert(userSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row!;
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

import type { UserSetting } from '@roost/domain';
import { AppError } from '../../../errors';
import { findUserById } from '../repo';
import { findUserSetting, saveUserSetting, type UserSettingRow } from '../user-setting-repo';
import type { UserDeps } from './deps';

export const toUserSetting = (row: UserSettingRow): UserSetting => ({
  userId: row.userId,
  rate: row.rate,
  rateNotificationActive: row.rateNotificationActive,
  updatedDate: row.updatedDate.toISOString(),
});

/** An admin may name any id: one that is no person's is a 404, not a setting made for nobody. */
async function requireUser(deps: UserDeps, userId: string) {
  if (!(await findUserById(deps.db, userId))) throw new AppError('USER_NOT_FOUND', 'User not found');
}

/**
 * A person's dream-rate alert; the spec's defaults (rate 0, inactive, never saved) when they have none.
 * A read stores nothing: the row is made by the first save (POST or PUT).
 */
export async function userSettingOf(deps: UserDeps, userId: string): Promise<UserSetting> {
  await requireUser(deps, userId);
  const row = await findUserSetting(deps.db, userId);
  return row ? toUserSetting(row) : { userId, rate: 0, rateNotificationActive: false, updatedDate: null };
}

export async function changeUserSetting(
  deps: UserDeps,
  userId: string,
  setting: { rate: number; rateNotificationActive: boolean },
): Promise<UserSetting> {
  await requireUser(deps, userId);
  return toUserSetting(await saveUserSetting(deps.db, userId, setting));
}

import type { UserSetting } from '@roost/domain';
import { notFound } from '../../../errors';
import { findUserById } from '../repo';
import { findOrCreateUserSetting, saveUserSetting, type UserSettingRow } from '../user-setting-repo';
import type { UserDeps } from './deps';

export const toUserSetting = (row: UserSettingRow): UserSetting => ({
  userId: row.userId,
  rate: row.rate,
  rateNotificationActive: row.rateNotificationActive,
  updatedDate: row.updatedDate.toISOString(),
});

/** An admin may name any id: one that is no person's is a 404, not a setting made for nobody. */
async function requireUser(deps: UserDeps, userId: string) {
  if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
}

/** A person's dream-rate alert, made with the spec's defaults (rate 0, inactive) when missing. */
export async function userSettingOf(deps: UserDeps, userId: string): Promise<UserSetting> {
  await requireUser(deps, userId);
  return toUserSetting(await findOrCreateUserSetting(deps.db, userId));
}

export async function changeUserSetting(
  deps: UserDeps,
  userId: string,
  setting: { rate: number; rateNotificationActive: boolean },
): Promise<UserSetting> {
  await requireUser(deps, userId);
  return toUserSetting(await saveUserSetting(deps.db, userId, setting));
}

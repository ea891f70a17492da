import {
  hasAnyRole,
  type UserAddress,
  type UserAddressWithProperty,
  type addressSettingsSchema,
  type userAddressUpdateSchema,
} from '@roost/domain';
import type { z } from 'zod';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { findAddressRecord, findAddressRecords } from '../../home';
import {
  findUserAddress,
  listUserAddresses,
  updateUserAddress,
  upsertUserAddress,
  type UserAddressRow,
} from '../user-address-repo';
import type { UserDeps } from './deps';

export function toUserAddress(row: UserAddressRow): UserAddress {
  return { ...row, createdDate: row.createdDate.toISOString() };
}

export async function userAddressesOf(
  deps: UserDeps,
  userId: string,
  withProperty: boolean,
): Promise<UserAddress[] | UserAddressWithProperty[]> {
  const rows = (await listUserAddresses(deps.db, userId)).map(toUserAddress);
  if (!withProperty) return rows;
  const records = new Map(
    (
      await findAddressRecords(
        deps.db,
        rows.map((row) => row.addressId),
      )
    ).map((record) => [record.id, record]),
  );
  return rows.map((row) => {
    const record = records.get(row.addressId);
    return {
      ...row,
      address: record?.address ?? null,
      beds: record?.beds ?? null,
      baths: record?.baths ?? null,
      estimate: record?.estimate ?? null,
    };
  });
}

/** A new user address starts from the loan facts of the address's property record. */
async function newUserAddress(deps: UserDeps, userId: string, addressId: string) {
  const record = await findAddressRecord(deps.db, addressId);
  if (!record) throw new AppError('ADDRESS_NOT_LOOKED_UP', 'Look the address up first: we have no record of it yet');
  return {
    userId,
    addressId,
    loanAmount: record.loanAmount,
    loanBalance: record.loanBalance,
    loanType: record.loanType,
    loanDate: record.loanDate,
  };
}

/** Saves an address for the signed-in person, its loan facts taken from the property record. */
export async function saveUserAddress(
  deps: UserDeps,
  userId: string,
  input: { addressId: string; loanBalance?: number | null | undefined; loanAmount?: number | null | undefined },
): Promise<UserAddress> {
  const fresh = await newUserAddress(deps, userId, input.addressId);
  const saved = await upsertUserAddress(deps.db, {
    ...fresh,
    loanAmount: input.loanAmount ?? fresh.loanAmount,
    loanBalance: input.loanBalance ?? fresh.loanBalance,
  });
  return toUserAddress(saved);
}

/**
 * POST {home}/address/settings: the notification settings of an address, kept on the person's user
 * address (saved with the record's loan facts when new); a balance they entered is never touched.
 */
export async function saveAddressSettings(
  deps: UserDeps,
  userId: string,
  input: z.output<typeof addressSettingsSchema>,
): Promise<UserAddress> {
  const { addressId, ...settings } = input;
  const saved = await upsertUserAddress(
    deps.db,
    { ...(await newUserAddress(deps, userId, addressId)), ...settings },
    settings,
  );
  return toUserAddress(saved);
}

export async function changeUserAddress(
  deps: UserDeps,
  actor: SessionUser,
  id: string,
  changes: z.output<typeof userAddressUpdateSchema>,
): Promise<UserAddress> {
  const row = await findUserAddress(deps.db, id);
  // Someone else's address is answered as if it did not exist: an id tells nobody what others saved.
  if (!row || (row.userId !== actor.id && !hasAnyRole(actor.roles, ['admin', 'superadmin'])))
    throw new AppError('USER_ADDRESS_NOT_FOUND', 'Address not found');
  // The schema refuses an empty change; an update with nothing to set would be a broken statement.
  if (Object.values(changes).every((value) => value === undefined)) return toUserAddress(row);
  const saved = await updateUserAddress(deps.db, id, row.userId, changes);
  return toUserAddress(saved ?? row);
}

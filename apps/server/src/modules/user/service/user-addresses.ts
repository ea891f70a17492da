import {
  authMessages,
  hasAnyRole,
  type UserAddress,
  type UserAddressWithProperty,
  type userAddressUpdateSchema,
} from '@roost/domain';
import type { z } from 'zod';
import { AppError, notFound } from '../../../errors';
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

/** Saves an address for the signed-in person, its loan facts taken from the property record. */
export async function saveUserAddress(
  deps: UserDeps,
  userId: string,
  input: { addressId: string; loanBalance?: number | null | undefined; loanAmount?: number | null | undefined },
): Promise<UserAddress> {
  const record = await findAddressRecord(deps.db, input.addressId);
  if (!record) throw notFound('Look the address up first: we have no record of it yet');
  const saved = await upsertUserAddress(deps.db, {
    userId,
    addressId: input.addressId,
    loanAmount: input.loanAmount ?? record.loanAmount,
    loanBalance: input.loanBalance ?? record.loanBalance,
    loanType: record.loanType,
    loanDate: record.loanDate,
  });
  return toUserAddress(saved);
}

export async function changeUserAddress(
  deps: UserDeps,
  actor: SessionUser,
  id: string,
  changes: z.output<typeof userAddressUpdateSchema>,
): Promise<UserAddress> {
  const row = await findUserAddress(deps.db, id);
  if (!row) throw notFound('Address not found');
  if (row.userId !== actor.id && !hasAnyRole(actor.roles, ['admin', 'superadmin']))
    throw new AppError(403, authMessages.notAllowed);
  const saved = await updateUserAddress(deps.db, id, row.userId, changes);
  return toUserAddress(saved ?? row);
}

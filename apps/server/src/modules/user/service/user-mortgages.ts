import {
  mortgageAddressKey,
  USER_MORTGAGE_LIMITS,
  userMortgageMessages,
  type UserMortgage,
  type userMortgageInputSchema,
} from '@roost/domain';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../../errors';
import { findUserById } from '../repo';
import {
  deleteUserMortgage,
  insertUserMortgage,
  listUserMortgages,
  updateUserMortgage,
  type UserMortgageRow,
} from '../user-mortgage-repo';
import type { UserDeps } from './deps';

type MortgageInput = z.output<typeof userMortgageInputSchema>;

export const toUserMortgage = (row: UserMortgageRow): UserMortgage => ({
  id: row.id,
  userId: row.userId,
  reportTitle: row.reportTitle,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  addressId: row.addressId,
  originalLoanBalance: row.originalLoanBalance,
  loanBalance: row.loanBalance,
  interestRate: row.interestRate,
  mortgageInsurance: row.mortgageInsurance,
  escrow: row.escrow,
  createdDate: row.createdDate.toISOString(),
  updatedDate: row.updatedDate.toISOString(),
});

/** The stored values: the input plus its address key, which the tool pages of that address look for. */
function valuesOf(input: MortgageInput) {
  const addressId = mortgageAddressKey(input);
  // The schema already refuses an address that makes no key; this keeps a bad one from being stored.
  if (!addressId) throw invalidInput('Address is not valid', { address: 'Address is not valid' });
  return { ...input, addressId };
}

/** GET {user}/user/mortgage/{userId}: an admin may name any id; one that is no person's is a 404. */
export async function userMortgagesOf(deps: UserDeps, userId: string): Promise<UserMortgage[]> {
  if (!(await findUserById(deps.db, userId))) throw new AppError('USER_NOT_FOUND', 'User not found');
  return (await listUserMortgages(deps.db, userId)).map(toUserMortgage);
}

export async function addUserMortgage(deps: UserDeps, userId: string, input: MortgageInput): Promise<UserMortgage> {
  const row = await insertUserMortgage(deps.db, userId, valuesOf(input), USER_MORTGAGE_LIMITS.maxPerPerson);
  if (!row) throw new AppError('MORTGAGE_LIMIT_REACHED', userMortgageMessages.tooMany);
  return toUserMortgage(row);
}

/** Only the owner changes or deletes a mortgage; anyone else's id is answered as if it did not exist. */
export async function changeUserMortgage(
  deps: UserDeps,
  userId: string,
  id: string,
  input: MortgageInput,
): Promise<UserMortgage> {
  const row = await updateUserMortgage(deps.db, id, userId, valuesOf(input));
  if (!row) throw new AppError('MORTGAGE_NOT_FOUND', userMortgageMessages.notFound);
  return toUserMortgage(row);
}

export async function removeUserMortgage(deps: UserDeps, userId: string, id: string): Promise<void> {
  if (!(await deleteUserMortgage(deps.db, id, userId)))
    throw new AppError('MORTGAGE_NOT_FOUND', userMortgageMessages.notFound);
}

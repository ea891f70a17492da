import { userAddressSchema, type UserAddress } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { userAddressesQuery, userAddressesWithPropertyQuery } from './user-addresses';

export interface LoanBalanceChange {
  addressId: string;
  loanBalance: number;
}

/** PUT {user}/user/address/{id} for an address the person has saved, else POST {user}/user/address. */
export async function saveLoanBalance(change: LoanBalanceChange, existing: UserAddress | undefined) {
  const reply = existing
    ? await apiRequest('user', `/user/address/${encodeURIComponent(existing.id)}`, {
        method: 'PUT',
        body: { loanBalance: change.loanBalance },
      })
    : await apiRequest('user', '/user/address', { method: 'POST', body: change });
  return userAddressSchema.parse(reply);
}

/** Saves a corrected loan balance to the signed-in person's addresses, and updates their cached list. */
export function useSaveLoanBalance(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LoanBalanceChange) => {
      if (!userId) throw new Error('Only a signed-in person has saved addresses');
      // The list tells POST from PUT; when it cannot be read, a POST is the safe guess.
      const saved = await queryClient.fetchQuery(userAddressesQuery(userId)).catch(() => []);
      return saveLoanBalance(
        change,
        saved.find((address) => address.addressId === change.addressId),
      );
    },
    onSuccess: (saved) => {
      if (!userId) return;
      queryClient.setQueryData(userAddressesQuery(userId).queryKey, (list = []) => [
        ...list.filter((address) => address.id !== saved.id),
        saved,
      ]);
      void queryClient.invalidateQueries({ queryKey: userAddressesWithPropertyQuery(userId).queryKey });
    },
  });
}

import { userAddressSchema, type UserAddress, type UserAddressWithProperty } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userAddressesQuery, userAddressesWithPropertyQuery } from '../../../lib/user-addresses';

/** The notification settings of one saved address (spec 3: user address notification settings). */
export interface AddressNotifications {
  removeMortgageInsurance: boolean;
  propertyIncrease: number;
  propertyIncreaseActive: boolean;
  propertyCash: number;
  propertyCashActive: boolean;
  propertyEquity: number;
  propertyEquityActive: boolean;
}

/** PUT {user}/user/address/{addressId}: the address's notification settings. */
export async function saveAddressNotifications(id: string, settings: AddressNotifications): Promise<UserAddress> {
  const reply = await apiRequest('user', `/user/address/${encodeURIComponent(id)}`, { method: 'PUT', body: settings });
  return userAddressSchema.parse(reply);
}

/** Saves them and puts the saved address into the person's cached lists (with and without figures). */
export function useSaveAddressNotifications(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: AddressNotifications }) =>
      saveAddressNotifications(id, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(userAddressesWithPropertyQuery(userId).queryKey, (list?: UserAddressWithProperty[]) =>
        list?.map((entry) => (entry.id === saved.id ? { ...entry, ...saved } : entry)),
      );
      queryClient.setQueryData(userAddressesQuery(userId).queryKey, (list?: UserAddress[]) =>
        list?.map((entry) => (entry.id === saved.id ? saved : entry)),
      );
    },
  });
}

import {
  userAddressSchema,
  userAddressWithPropertySchema,
  type UserAddress,
  type UserAddressWithProperty,
} from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/** GET {user}/user/{userId}/address: the signed-in person's saved addresses and loan figures. */
export const userAddressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', 'addresses', userId],
    queryFn: async ({ signal }): Promise<UserAddress[]> =>
      z
        .array(userAddressSchema)
        .parse(await apiRequest('user', `/user/${encodeURIComponent(userId)}/address`, { signal })),
  });

/** Idle for a visitor (no user id). */
export function useUserAddresses(userId: string | undefined) {
  return useQuery({ ...userAddressesQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** GET {user}/user/{userId}/address?type=all: the same list with each address's property figures (My Addresses). */
export const userAddressesWithPropertyQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', 'addresses', userId, 'all'],
    queryFn: async ({ signal }): Promise<UserAddressWithProperty[]> =>
      z
        .array(userAddressWithPropertySchema)
        .parse(await apiRequest('user', `/user/${encodeURIComponent(userId)}/address?type=all`, { signal })),
  });

import { userMortgageSchema, type PropertyRecord, type UserMortgage } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { useCurrentUser } from './current-user';

/** GET {user}/user/mortgage/{userId}: the signed-in person's saved mortgages (the profile and every tool page). */
export const userMortgagesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user', 'mortgages', userId],
    queryFn: async ({ signal }): Promise<UserMortgage[]> =>
      z
        .array(userMortgageSchema)
        .parse(await apiRequest('user', `/user/mortgage/${encodeURIComponent(userId)}`, { signal })),
  });

/** Idle for a visitor (no user id). */
export function useUserMortgages(userId: string | undefined) {
  return useQuery({ ...userMortgagesQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** The mortgage saved for an address key: the one changed last, when a person saved several there. */
export function savedMortgageFor(mortgages: readonly UserMortgage[], addressId: string): UserMortgage | undefined {
  return mortgages
    .filter((mortgage) => mortgage.addressId === addressId)
    .reduce<UserMortgage | undefined>(
      (newest, mortgage) => (!newest || mortgage.updatedDate > newest.updatedDate ? mortgage : newest),
      undefined,
    );
}

/**
 * The signed-in person's saved mortgage at this address, if any. `settled` is false while it is not
 * known yet (who is signed in, or their mortgages, still loading), so a page can wait rather than show
 * estimates that change a moment later. A failed load settles with none: the estimates still serve.
 * `signedOut`: the server found nobody signed in when it rendered the page, so there is no one to wait for.
 */
export function useSavedMortgage(
  addressId: string,
  signedOut = false,
): { mortgage: UserMortgage | undefined; settled: boolean } {
  const { data: user, isPending: userPending } = useCurrentUser();
  const { data: mortgages, isPending: mortgagesPending } = useQuery({
    ...userMortgagesQuery(user?.id ?? ''),
    enabled: Boolean(user),
    // A new fetch of a list that failed counts as pending again, which puts the page back to loading and
    // mounts its parts anew: so a failed list is not fetched again by those parts mounting, or on focus.
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
  const settled = (!userPending || signedOut) && (!user || !mortgagesPending);
  return { mortgage: mortgages ? savedMortgageFor(mortgages, addressId) : undefined, settled };
}

/**
 * The record with the saved mortgage's real figures in place of our estimates: its rate, its balance
 * and its original amount (the loan amount the payment is worked out from).
 */
export function withSavedMortgage(record: PropertyRecord, mortgage: UserMortgage | undefined): PropertyRecord {
  if (!mortgage) return record;
  return {
    ...record,
    loanRatePercent: mortgage.interestRate,
    loanBalance: mortgage.loanBalance,
    loanAmount: mortgage.originalLoanBalance,
  };
}

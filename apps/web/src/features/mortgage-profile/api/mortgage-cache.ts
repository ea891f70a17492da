import type { UserMortgage } from '@roost/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session-store';
import { userMortgagesQuery } from '../../../lib/user-mortgages';

const newestFirst = (a: UserMortgage, b: UserMortgage) => b.createdDate.localeCompare(a.createdDate);

/**
 * Puts a saved mortgage into the person's cached list (which every tool page reads). A balance typed
 * earlier this session for its address is older than the mortgage now: the mortgage's balance applies.
 */
export function rememberSavedMortgage(queryClient: QueryClient, userId: string, saved: UserMortgage) {
  queryClient.setQueryData(userMortgagesQuery(userId).queryKey, (list: UserMortgage[] = []) =>
    [...list.filter((mortgage) => mortgage.id !== saved.id), saved].sort(newestFirst),
  );
  if (sessionStore.get().address?.id === saved.addressId) sessionStore.update({ loanBalance: null });
}

export function forgetMortgage(queryClient: QueryClient, userId: string, id: string) {
  queryClient.setQueryData(userMortgagesQuery(userId).queryKey, (list: UserMortgage[] = []) =>
    list.filter((mortgage) => mortgage.id !== id),
  );
}

import type { PropertyRecord } from '@roost/domain';
import { useCallback } from 'react';
import { useCurrentUser } from './current-user';
import { useSaveLoanBalance } from './save-loan-balance';
import { sessionStore, useSession } from './session-store';
import { useUserAddresses } from './user-addresses';
import { useSavedMortgage } from './user-mortgages';

/** Where the balance in force comes from. */
export type LoanBalanceSource = 'typed' | 'savedMortgage' | 'savedAddress' | 'estimate';

/**
 * The loan balance in force: one the person typed this session for this address, else the balance of
 * the mortgage they saved for it (signed in), else one they saved for the address, else the record's
 * estimate. Updating keeps it in the session and, for a signed-in person, saves it to their addresses.
 */
export function useLoanBalance(record: PropertyRecord) {
  const { data: user } = useCurrentUser();
  const typed = useSession((session) => (session.address?.id === record.id ? session.loanBalance : null));
  const { data: saved } = useUserAddresses(user?.id);
  const { mortgage } = useSavedMortgage(record.id);
  const mortgageBalance = mortgage?.loanBalance ?? null;
  const savedBalance = saved?.find((address) => address.addressId === record.id)?.loanBalance ?? null;
  const { mutate: saveBalance, isError: saveFailed } = useSaveLoanBalance(user?.id);

  const update = useCallback(
    (loanBalance: number) => {
      sessionStore.update({ address: { id: record.id, address: record.address }, loanBalance });
      if (user) saveBalance({ addressId: record.id, loanBalance });
    },
    [record.id, record.address, user, saveBalance],
  );

  const source: LoanBalanceSource =
    typed !== null
      ? 'typed'
      : mortgageBalance !== null
        ? 'savedMortgage'
        : savedBalance !== null
          ? 'savedAddress'
          : 'estimate';
  return {
    balance: typed ?? mortgageBalance ?? savedBalance ?? record.loanBalance ?? 0,
    /** Whether the balance is the person's own figure rather than our estimate. */
    isOwnFigure: source !== 'estimate',
    source,
    update,
    saveFailed,
  };
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AddressResult } from '../../../lib/address-autocomplete';
import { sessionStore } from '../../../lib/session-store';

export const pmiRemovalPath = (addressKey: string) => `/pmi-removal/${encodeURIComponent(addressKey)}`;

/** Choosing an address makes it the session's address (a balance typed for another one no longer applies). */
export function useChooseAddress() {
  const navigate = useNavigate();
  return useCallback(
    (address: AddressResult) => {
      sessionStore.update({ address, loanBalance: null });
      void navigate(pmiRemovalPath(address.id));
    },
    [navigate],
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AddressResult } from './address-autocomplete';
import { sessionStore } from './session-store';

/** A tool's page for an address key, e.g. `/pmi-removal/{key}`. */
export const toolAddressPath = (toolPath: string, addressKey: string) =>
  `${toolPath}/${encodeURIComponent(addressKey)}`;

/**
 * Choosing an address makes it the session's address (a balance typed for another one no longer
 * applies) and opens the tool at `toolPath` for it.
 */
export function useChooseAddress(toolPath: string) {
  const navigate = useNavigate();
  return useCallback(
    (address: AddressResult) => {
      sessionStore.update({ address, loanBalance: null });
      void navigate(toolAddressPath(toolPath, address.id));
    },
    [navigate, toolPath],
  );
}

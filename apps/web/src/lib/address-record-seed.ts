import type { PropertyRecord } from '@roost/domain';
import { createContext, useContext } from 'react';
import { todayIsoDate } from './format';
import { useHydrated } from './use-hydrated';

/**
 * An address tool page's record as the server read it for the page's first response (the route's loader,
 * app/address-record-loader.tsx): the server's HTML and the browser's hydration render the report from it alike.
 */
export interface AddressRecordSeed {
  key: string;
  record: PropertyRecord;
  /** Whether a person was signed in: their saved mortgage may change the figures, so their page waits for it. */
  signedIn: boolean;
  /** The server's date: the figures of the first render use it, so hydration finds them; the browser's follows. */
  today: string;
}

export const AddressRecordSeedContext = createContext<AddressRecordSeed | null>(null);

/** The seed of this address key, if the page's first response brought one. */
export function useAddressRecordSeed(key: string): AddressRecordSeed | undefined {
  const seed = useContext(AddressRecordSeedContext);
  return seed?.key === key ? seed : undefined;
}

/** Today's date (YYYY-MM-DD): the server's while the server's HTML is hydrated, then the browser's own. */
export function useToday(): string {
  const seed = useContext(AddressRecordSeedContext);
  const hydrated = useHydrated();
  return !hydrated && seed ? seed.today : todayIsoDate();
}

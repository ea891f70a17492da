import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { AddressRecordSeedContext, type AddressRecordSeed } from '../lib/address-record-seed';

/**
 * A navigation in the browser does not ask the server's loader (address-record-loader.server.ts): the page reads the
 * record through its own query, with its loading texts, as before. Only the first response carries a seed.
 */
export function clientLoader() {
  return null;
}

/** The address tool page below, with the record its route's loader read for the first response, if any. */
export function WithAddressRecordSeed({ children }: { children: ReactNode }) {
  const seed = useLoaderData<AddressRecordSeed | null>();
  return <AddressRecordSeedContext value={seed ?? null}>{children}</AddressRecordSeedContext>;
}

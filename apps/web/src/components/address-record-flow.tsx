import type { PropertyRecord } from '@roost/domain';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { ADDRESS_FETCH_FAILED, usePropertyRecord, type CalculatePath } from '../lib/property-record';
import { sessionStore } from '../lib/session-store';
import { PropertyLoading } from './property-loading';
import { SavedMortgageNote } from './saved-mortgage-note';

interface AddressRecordFlowProps {
  addressKey: string;
  calculatePath: CalculatePath;
  /** Shown when the record cannot be loaded, with the spec's message (the tool's search hero). */
  failure: (message: string) => ReactNode;
  /** The tool's report for the loaded record. */
  children: (record: PropertyRecord) => ReactNode;
}

/**
 * The address tools flow for one address key (spec section 4): rotating loading texts, on failure
 * the search again with a red banner (and the session address cleared), else the tool's report, with
 * a note when the person's saved mortgage supplies its figures.
 */
export function AddressRecordFlow({ addressKey, calculatePath, failure, children }: AddressRecordFlowProps) {
  const { data: record, isError, savedMortgage } = usePropertyRecord(addressKey, calculatePath);

  useEffect(() => {
    // Spec section 8: a failed fetch clears the session address.
    if (isError) sessionStore.update({ address: null, loanBalance: null });
  }, [isError]);

  useEffect(() => {
    if (!record) return;
    const current = sessionStore.get().address;
    // Reached by a link rather than the search: this becomes the session's address.
    if (current?.id !== record.id)
      sessionStore.update({ address: { id: record.id, address: record.address }, loanBalance: null });
  }, [record]);

  // The report is rendered at a lower priority, in slices between which the page keeps answering input: the
  // loading state stays until it is ready (a whole report at once blocked a slow phone for a tenth of a second).
  const shown = useDeferredValue(record);

  if (isError) return <>{failure(ADDRESS_FETCH_FAILED)}</>;
  if (!record || shown?.id !== record.id) return <PropertyLoading />;
  return (
    <>
      {savedMortgage && <SavedMortgageNote record={shown} mortgage={savedMortgage} />}
      {children(shown)}
    </>
  );
}

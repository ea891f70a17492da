import { useEffect } from 'react';
import { PropertyLoading } from '../../../components/property-loading';
import { ADDRESS_FETCH_FAILED, usePropertyRecord } from '../../../lib/property-record';
import { sessionStore } from '../../../lib/session-store';
import { PmiReport, type RequestLead } from './pmi-report';
import { SearchHero } from './search-hero';

/** The address tools flow for one address key: loading, failure (search again), or the report. */
interface AddressReportProps {
  addressKey: string;
  requestLead: RequestLead;
  sending: boolean;
}

export function AddressReport({ addressKey, requestLead, sending }: AddressReportProps) {
  const { data: record, isError } = usePropertyRecord(addressKey, 'proxy');

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

  if (isError) return <SearchHero failure={ADDRESS_FETCH_FAILED} />;
  if (!record) return <PropertyLoading />;
  return <PmiReport record={record} requestLead={requestLead} sending={sending} />;
}

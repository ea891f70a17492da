import { AddressRecordFlow } from '../../../components/address-record-flow';
import { PmiReport, type RequestLead } from './pmi-report';
import { LazySearchHero } from './lazy-search-hero';

/** The address tools flow for one address key: loading, failure (search again), or the report. */
interface AddressReportProps {
  addressKey: string;
  requestLead: RequestLead;
  sending: boolean;
}

export function AddressReport({ addressKey, requestLead, sending }: AddressReportProps) {
  return (
    <AddressRecordFlow
      addressKey={addressKey}
      calculatePath="proxy"
      failure={(message) => <LazySearchHero failure={message} />}
    >
      {(record) => <PmiReport record={record} requestLead={requestLead} sending={sending} />}
    </AddressRecordFlow>
  );
}

import { LeadRequester } from '../../features/leads/components/lead-requester';
import { PmiRemovalPage } from '../../features/pmi-removal/routes/pmi-removal-page';
import { WithAddressRecordSeed } from '../address-record-route';

export { addressRecordLoader as loader } from '../address-record-loader.server';
export { clientLoader } from '../address-record-route';

/**
 * The report of an address arrives with the page when its record is cached (the loader). The tool asks for leads
 * through the lead flow (signed in: sent at once; a visitor: the Lead dialog).
 */
export default function PmiRemovalRoute() {
  return (
    <WithAddressRecordSeed>
      <LeadRequester>{(api) => <PmiRemovalPage {...api} />}</LeadRequester>
    </WithAddressRecordSeed>
  );
}

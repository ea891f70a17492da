import { LeadRequester } from '../../features/leads/components/lead-requester';
import { DreamRatePage } from '../../features/dream-rate/routes/dream-rate-page';
import { WithAddressRecordSeed } from '../address-record-route';

export { addressRecordLoader as loader } from '../address-record-loader.server';
export { clientLoader } from '../address-record-route';

/**
 * The rate form of an address arrives with the page when its record is cached (the loader). The tool asks for leads
 * through the lead flow (signed in: sent at once; a visitor: the Lead dialog).
 */
export default function DreamRateRoute() {
  return (
    <WithAddressRecordSeed>
      <LeadRequester>{(api) => <DreamRatePage {...api} />}</LeadRequester>
    </WithAddressRecordSeed>
  );
}

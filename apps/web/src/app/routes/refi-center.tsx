import { RefiCenterPage } from '../../features/refi-center/routes/refi-center-page';
import { LeadRequester } from '../../features/leads/components/lead-requester';
import { WithAddressRecordSeed } from '../address-record-route';
import { LazyPart, SolarScoreCard } from '../home-parts';

export { addressRecordLoader as loader } from '../address-record-loader.server';
export { clientLoader } from '../address-record-route';

/**
 * The overview of an address, with its figures in the page when its record is cached (the loader), and the Solar Sun
 * Score card loaded as a part of its own.
 */
export default function RefiCenterRoute() {
  return (
    <WithAddressRecordSeed>
      <LeadRequester>
        {(api) => (
          <RefiCenterPage
            more={(record) => (
              <LazyPart id="solar-score-card" label="Loading the Solar Sun Score">
                <SolarScoreCard addressId={record.id} {...api} />
              </LazyPart>
            )}
          />
        )}
      </LeadRequester>
    </WithAddressRecordSeed>
  );
}

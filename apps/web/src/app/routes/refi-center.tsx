import { RefiCenterPage } from '../../features/refi-center/routes/refi-center-page';
import { LeadRequester } from '../../features/leads/components/lead-requester';
import { LazyPart, SolarScoreCard } from '../home-parts';

/** The overview of an address, with the Solar Sun Score card loaded as a part of its own. */
export default function RefiCenterRoute() {
  return (
    <LeadRequester>
      {(api) => (
        <RefiCenterPage
          more={(record) => (
            <LazyPart label="Loading the Solar Sun Score">
              <SolarScoreCard addressId={record.id} {...api} />
            </LazyPart>
          )}
        />
      )}
    </LeadRequester>
  );
}

import { LeadRequester } from '../../features/leads/components/lead-requester';
import { PmiRemovalPage } from '../../features/pmi-removal/routes/pmi-removal-page';

/** The tool asks for leads through the lead flow (signed in: sent at once; a visitor: the Lead dialog). */
export default function PmiRemovalRoute() {
  return <LeadRequester>{(api) => <PmiRemovalPage {...api} />}</LeadRequester>;
}

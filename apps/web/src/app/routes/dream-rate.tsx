import { LeadRequester } from '../../features/leads/components/lead-requester';
import { DreamRatePage } from '../../features/dream-rate/routes/dream-rate-page';

/** The tool asks for leads through the lead flow (signed in: sent at once; a visitor: the Lead dialog). */
export default function DreamRateRoute() {
  return <LeadRequester>{(api) => <DreamRatePage {...api} />}</LeadRequester>;
}

import { LeadRequester } from '../../features/leads/components/lead-requester';
import { PaymentDesignPage } from '../../features/payment-design/routes/payment-design-page';

/** The tool asks for leads through the lead flow (signed in: sent at once; a visitor: the Lead dialog). */
export default function PaymentDesignRoute() {
  return <LeadRequester>{(api) => <PaymentDesignPage {...api} />}</LeadRequester>;
}

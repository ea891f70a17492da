import { LeadRequester } from '../../features/leads/components/lead-requester';
import { PaymentDesignPage } from '../../features/payment-design/routes/payment-design-page';
import { WithAddressRecordSeed } from '../address-record-route';

export { addressRecordLoader as loader } from '../address-record-loader.server';
export { clientLoader } from '../address-record-route';

/**
 * The designer of an address arrives with the page when its record is cached (the loader). The tool asks for leads
 * through the lead flow (signed in: sent at once; a visitor: the Lead dialog).
 */
export default function PaymentDesignRoute() {
  return (
    <WithAddressRecordSeed>
      <LeadRequester>{(api) => <PaymentDesignPage {...api} />}</LeadRequester>
    </WithAddressRecordSeed>
  );
}

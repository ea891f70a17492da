// The public pages the browser benches measure (layout-shift.ts, lighthouse.ts): the home page, PMI/MIP Removal of the
// first sampled home (addresses.ts; its first load computes the home's record, later ones read it), the purchase
// options for a payment of 3,500 (the payment is in the address, so no session is needed) and the Search by Payment
// form.
import { toAddressKey } from '@roost/domain';
import { sampleHomes } from './addresses';

export interface PublicPage {
  name: string;
  path: string;
}

/** The payment of the purchase options page. */
export const PURCHASE_PAYMENT = 3500;

export function publicPages() {
  const home = sampleHomes()[0]!;
  const addressKey = toAddressKey({ street: home.street, city: home.city, state: home.state });
  return {
    home: { name: 'Home', path: '/' },
    pmiRemoval: { name: 'PMI/MIP Removal', path: `/pmi-removal/${addressKey}` },
    purchaseOptions: { name: 'Purchase options', path: `/payment/options?payment=${PURCHASE_PAYMENT}` },
    paymentSearch: { name: 'Search by Payment', path: '/payment/search' },
  } satisfies Record<string, PublicPage>;
}

import { AddressSearchHero } from '../../../components/address-search-hero';

export const PAYMENT_DESIGN_PATH = '/payment-design-center';

/** The Payment Design Center without an address (or after a failed one). */
export function SearchHero({ failure }: { failure?: string }) {
  return (
    <AddressSearchHero
      title="Payment Design Center"
      toolPath={PAYMENT_DESIGN_PATH}
      failure={failure}
      description="Enter your address, then choose the cash to take out, a term and a rate: we show the monthly payment it makes, split into principal, interest, taxes and insurance."
    />
  );
}

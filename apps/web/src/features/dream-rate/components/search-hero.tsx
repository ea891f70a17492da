import { AddressSearchHero } from '../../../components/address-search-hero';

export const DREAM_RATE_PATH = '/dream-rate';

/** The Dream Rate page's address search: optional, the rate can be saved without one. */
export function SearchHero({ failure }: { failure?: string }) {
  return (
    <AddressSearchHero
      title="Dream Rate"
      toolPath={DREAM_RATE_PATH}
      failure={failure}
      description="Tell us the rate that would make a refinance worth it, and we watch the weekly market rates for you. Add your address if you like, so an expert knows which home it is for."
    />
  );
}

import { AddressSearchHero } from '../../../components/address-search-hero';

export const PMI_REMOVAL_PATH = '/pmi-removal';

/** The PMI/MIP Removal page without an address (or after a failed one). */
export function SearchHero({ failure }: { failure?: string }) {
  return (
    <AddressSearchHero
      title="PMI/MIP Removal"
      toolPath={PMI_REMOVAL_PATH}
      failure={failure}
      description="Enter your address and we estimate your home's value, your loan balance and your loan-to-value, then show when your mortgage insurance can be removed."
    />
  );
}

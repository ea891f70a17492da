import type { AddressAutocompleteProvider } from './address-autocomplete';
import { SUGGESTION_LIMIT } from './address-autocomplete';
import type { AddressSearchIndex } from './address-search-index';

/** Suggestions from the embedded dataset's index: works offline, needs no key or session. */
export function localAddressAutocomplete(index: AddressSearchIndex): AddressAutocompleteProvider {
  return {
    name: 'local',
    async suggest(term, options = {}) {
      return index.search(term, { limit: SUGGESTION_LIMIT, near: options.near }).map((entry) => ({
        description: `${entry.label}, USA`,
        addressId: entry.key,
      }));
    },
  };
}

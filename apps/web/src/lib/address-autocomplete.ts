import { autocompleteReplySchema, type SessionState } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { autocompleteToken } from './autocomplete-token';
import { useSession } from './session-store';

/** The spec's address result: the address key and the address as people read it. */
export type AddressResult = NonNullable<SessionState['address']>;
export type Coords = NonNullable<SessionState['coords']>;

/** Spec sections 4, 5 and 9: search only for terms longer than 2 characters, after a 500 ms pause. */
export const AUTOCOMPLETE_PAUSE_MS = 500;
export const isSearchableTerm = (term: string) => term.trim().length > 2;

// ~100 m is plenty to rank nearby addresses first, and keeps a precise position off the wire.
const coarse = (degrees: number) => degrees.toFixed(3);

/** GET {integrations}/integrations/address/autocomplete: predictions without their ', USA' suffix. */
export async function searchAddresses(
  term: string,
  coords: Coords | null,
  signal?: AbortSignal,
): Promise<AddressResult[]> {
  const query = new URLSearchParams({ term: term.trim(), token: autocompleteToken });
  if (coords) {
    query.set('lat', coarse(coords.latitude));
    query.set('long', coarse(coords.longitude));
  }
  const reply = autocompleteReplySchema.parse(
    await apiRequest('integrations', `/integrations/address/autocomplete?${query}`, { signal }),
  );
  return reply.predictions.map((prediction) => ({
    id: prediction.addressId,
    address: prediction.description.replace(/,\s*USA$/, ''),
  }));
}

export const addressAutocompleteQuery = (term: string, coords: Coords | null) =>
  queryOptions({
    queryKey: ['integrations', 'address-autocomplete', term.trim().toLowerCase(), coords],
    queryFn: ({ signal }) => searchAddresses(term, coords, signal),
    staleTime: 5 * 60_000,
  });

/** The addresses matching a (debounced) term; idle for terms of 2 characters or fewer. */
export function useAddressAutocomplete(term: string) {
  const coords = useSession((session) => session.coords);
  return useQuery({ ...addressAutocompleteQuery(term, coords), enabled: isSearchableTerm(term) });
}

import { isAddressKey, toAddressKey } from '@roost/domain';
import { z } from 'zod';
import type { AddressAutocompleteProvider, AddressSuggestion } from './address-autocomplete';
import { SUGGESTION_LIMIT } from './address-autocomplete';
import { fetchJson } from './fetch-json';
import { ProviderUnavailableError } from './provider-errors';

export interface GooglePlacesSettings {
  apiKey: string;
  /** https://places.googleapis.com, or a recorder in tests; no trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

const PROVIDER = 'google-places';
/** Google caps a location bias circle at 50 km; that is about a metro area here. */
const BIAS_RADIUS_METERS = 50_000;
/** Google's session tokens are URL-safe base64 of at most 36 characters; others are left out. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;
const ADDRESS_TYPES = new Set(['street_address', 'premise', 'subpremise']);
const FIELD_MASK = ['placeId', 'text.text', 'structuredFormat', 'types']
  .map((field) => `suggestions.placePrediction.${field}`)
  .join(',');

const text = z.object({ text: z.string() });
const replySchema = z.object({
  // An input with no match is answered with an empty object.
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string().optional(),
            text,
            structuredFormat: z.object({ mainText: text, secondaryText: text.optional() }).optional(),
            types: z.array(z.string()).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
type PlacePrediction = NonNullable<z.infer<typeof replySchema>['suggestions'][number]['placePrediction']>;

/**
 * A street address's key from its structured format: main text "1200 Oak Ave", secondary text
 * "Roseville, CA, USA". Businesses, streets, cities and places outside the US give undefined.
 */
export function addressIdOf(prediction: PlacePrediction): string | undefined {
  const { types, structuredFormat } = prediction;
  if (types && !types.some((type) => ADDRESS_TYPES.has(type))) return undefined;
  const street = structuredFormat?.mainText.text.trim() ?? '';
  const parts = (structuredFormat?.secondaryText?.text ?? '').split(',').map((part) => part.trim());
  const [city, stateAndZip, country] = parts.slice(-3);
  const state = stateAndZip?.split(/\s+/)[0] ?? '';
  if (!/^\d/.test(street) || !city || !/^[A-Z]{2}$/.test(state) || country !== 'USA') return undefined;
  try {
    const key = toAddressKey({ street, city, state });
    return isAddressKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Google Places Autocomplete (New): street addresses in the US, biased towards the searcher. */
export function googlePlacesAutocomplete(settings: GooglePlacesSettings): AddressAutocompleteProvider {
  return {
    name: PROVIDER,
    async suggest(term, options = {}) {
      const { sessionToken, near } = options;
      const body = {
        input: term,
        ...(sessionToken && SESSION_TOKEN.test(sessionToken) ? { sessionToken } : {}),
        includedRegionCodes: ['us'],
        ...(near
          ? {
              locationBias: {
                circle: { center: { latitude: near.latitude, longitude: near.longitude }, radius: BIAS_RADIUS_METERS },
              },
            }
          : {}),
      };
      const reply = await fetchJson(
        `${settings.baseUrl}/v1/places:autocomplete`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': settings.apiKey,
            'x-goog-fieldmask': FIELD_MASK,
          },
          body: JSON.stringify(body),
        },
        { provider: PROVIDER, timeoutMs: settings.timeoutMs },
      );
      if (!reply.ok) throw new ProviderUnavailableError(PROVIDER, `status ${reply.status}`);
      const parsed = replySchema.safeParse(reply.json);
      if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, 'unexpected reply shape');
      const suggestions: AddressSuggestion[] = [];
      for (const { placePrediction } of parsed.data.suggestions) {
        const addressId = placePrediction && addressIdOf(placePrediction);
        if (!placePrediction || !addressId || suggestions.some((known) => known.addressId === addressId)) continue;
        suggestions.push({ description: placePrediction.text.text, addressId });
      }
      return suggestions.slice(0, SUGGESTION_LIMIT);
    },
  };
}

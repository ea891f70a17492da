/** Where the searcher is, when the browser shared it. */
export interface Position {
  latitude: number;
  longitude: number;
}

export interface SuggestOptions {
  /** One value per typing session, so a paid provider bills the keystrokes as one session. */
  sessionToken?: string | undefined;
  near?: Position | undefined;
}

export interface AddressSuggestion {
  /** What the list shows, e.g. "1200 Oak Ave, Roseville, CA 95661, USA". */
  description: string;
  /** The spec's address key, from which the property record is computed. */
  addressId: string;
}

export interface AddressAutocompleteProvider {
  readonly name: string;
  /** At most five street addresses for what was typed; throws ProviderUnavailableError when down. */
  suggest(term: string, options?: SuggestOptions): Promise<AddressSuggestion[]>;
}

export const SUGGESTION_LIMIT = 5;

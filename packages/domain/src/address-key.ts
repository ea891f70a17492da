/**
 * The spec's address key: street words, then the city, then the state, joined by hyphens, so
 * splitting on hyphens gives the state last and the city second last. Words inside the city are
 * joined by underscores so multi-word cities ("El Dorado Hills") stay one part. Only letters,
 * digits, hyphens and underscores remain: the key is safe in a URL path.
 */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
}

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);

export function toAddressKey(parts: AddressParts): string {
  const street = words(parts.street);
  const city = words(parts.city);
  const state = words(parts.state);
  if (street.length === 0 || city.length === 0 || state.length !== 1) {
    throw new Error('An address key needs a street, a city and a two-letter state');
  }
  return [...street, city.join('_'), state[0]!.toUpperCase()].join('-');
}

const KEY_PATTERN = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*-[A-Za-z0-9_]+-[A-Za-z]{2}$/;

export function isAddressKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** Street, city and state back from a key; undefined when the key is not one. */
export function parseAddressKey(key: string): AddressParts | undefined {
  if (!isAddressKey(key)) return undefined;
  const parts = key.split('-');
  const state = parts.pop()!;
  const city = parts.pop()!.replaceAll('_', ' ');
  return { street: parts.join(' '), city, state: state.toUpperCase() };
}

/** "1234 Oak St, Sacramento, CA" for display. */
export function formatAddress(parts: AddressParts & { zip?: string | null }): string {
  return `${parts.street}, ${parts.city}, ${parts.state}${parts.zip ? ` ${parts.zip}` : ''}`;
}

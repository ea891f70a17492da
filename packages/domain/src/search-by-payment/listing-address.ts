import type { HomeListing } from './contracts';

/** '1234 Oak St': the first line of a listing's address. */
export function listingStreet(home: Pick<HomeListing, 'streetNumber' | 'streetName'>): string {
  return `${home.streetNumber} ${home.streetName}`.trim();
}

/** '1234 Oak St, Auburn, CA': every listing is in the spec's Northern California counties. */
export function listingStreetAndCity(home: Pick<HomeListing, 'streetNumber' | 'streetName' | 'city'>): string {
  return `${listingStreet(home)}, ${home.city}, CA`;
}

/** '1234 Oak St, Auburn, CA 95603'. */
export function listingAddress(home: Pick<HomeListing, 'streetNumber' | 'streetName' | 'city' | 'zipCode'>): string {
  return `${listingStreetAndCity(home)} ${home.zipCode}`;
}

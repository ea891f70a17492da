import { describe, expect, it } from 'vitest';
import { listingAddress, listingStreet, listingStreetAndCity } from './listing-address';

describe('listing address', () => {
  const home = { streetNumber: '1457', streetName: 'Pleasant Grove Blvd', city: 'Roseville', zipCode: '95747' };

  it('reads as people write it, with the state and ZIP', () => {
    expect(listingStreet(home)).toBe('1457 Pleasant Grove Blvd');
    expect(listingStreetAndCity(home)).toBe('1457 Pleasant Grove Blvd, Roseville, CA');
    expect(listingAddress(home)).toBe('1457 Pleasant Grove Blvd, Roseville, CA 95747');
  });

  it('leaves no stray space when the MLS gives no street number', () => {
    expect(listingStreet({ ...home, streetNumber: '' })).toBe('Pleasant Grove Blvd');
  });
});

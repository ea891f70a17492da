import { describe, expect, it } from 'vitest';
import { AddressSearchIndex, type IndexedAddress } from './address-search-index';

const home = (key: string, label: string, latitude = 38.6, longitude = -121.3): IndexedAddress => ({
  key,
  label,
  latitude,
  longitude,
});

const index = new AddressSearchIndex([
  home('1200-Oak-St-Sacramento-CA', '1200 Oak St, Sacramento, CA 95814', 38.58, -121.49),
  home('1200-Oak-Ave-Roseville-CA', '1200 Oak Ave, Roseville, CA 95661', 38.75, -121.28),
  home('15-Oakmont-Dr-Auburn-CA', '15 Oakmont Dr, Auburn, CA 95603', 38.9, -121.07),
  home('88-Pine-Ln-El_Dorado_Hills-CA', '88 Pine Ln, El Dorado Hills, CA 95762', 38.68, -121.08),
]);

describe('address search index', () => {
  it('matches typed word prefixes in any order', () => {
    expect(index.search('1200 oak').map((entry) => entry.key)).toEqual([
      '1200-Oak-Ave-Roseville-CA',
      '1200-Oak-St-Sacramento-CA',
    ]);
    expect(index.search('oak sacr').map((entry) => entry.key)).toEqual(['1200-Oak-St-Sacramento-CA']);
    expect(index.search('el dorado').map((entry) => entry.key)).toEqual(['88-Pine-Ln-El_Dorado_Hills-CA']);
  });

  it('forgives one typo in a longer word when nothing matches exactly', () => {
    expect(index.search('oakmnt').map((entry) => entry.key)).toEqual(['15-Oakmont-Dr-Auburn-CA']);
    expect(index.search('1200 oak st sacramneto').map((entry) => entry.key)).toEqual(['1200-Oak-St-Sacramento-CA']);
  });

  it('puts nearer homes first when a position is known', () => {
    const nearRoseville = { latitude: 38.76, longitude: -121.29 };
    expect(index.search('1200', { near: nearRoseville })[0]!.key).toBe('1200-Oak-Ave-Roseville-CA');
    const nearSacramento = { latitude: 38.57, longitude: -121.5 };
    expect(index.search('1200', { near: nearSacramento })[0]!.key).toBe('1200-Oak-St-Sacramento-CA');
  });

  it('finds nothing for unrelated or empty terms and honours the limit', () => {
    expect(index.search('zzzz qqqq')).toEqual([]);
    expect(index.search('  ,, ')).toEqual([]);
    expect(index.search('ca', { limit: 2 })).toHaveLength(2);
  });
});

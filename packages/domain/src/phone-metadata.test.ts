import world from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { nanpPhoneMetadata } from './phone-metadata';

/** The committed phone rules must be the installed libphonenumber-js's, for calling code 1 only. */
describe('nanpPhoneMetadata', () => {
  const fix = 'stale: run `node --import tsx scripts/phone-metadata/generate.ts`';

  it('holds every country of calling code 1 with the installed rules, and no other', () => {
    const countries = world.country_calling_codes['1'] ?? [];
    expect(countries).toContain('US');
    expect(nanpPhoneMetadata.country_calling_codes, fix).toEqual({ 1: countries });
    expect(Object.keys(nanpPhoneMetadata.countries).sort(), fix).toEqual([...countries].sort());
    for (const country of countries) {
      expect(nanpPhoneMetadata.countries[country], `${country} ${fix}`).toEqual(
        world.countries[country as keyof typeof world.countries],
      );
    }
    expect(nanpPhoneMetadata.version, fix).toBe(world.version);
  });
});

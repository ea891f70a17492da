import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { areaCodesByState } from './area-code-zones.data';
import {
  areaCodeOf,
  locationFromPhone,
  locationFromZip,
  normalizeZip,
  recipientLocation,
  recipientZone,
} from './recipient-zone';
import { prefixZones, stateZones, zipPrefixStates, zipZones } from './zip-zones.data';

describe('recipient zone from the ZIP', () => {
  it.each([
    ['10001', 'America/New_York', 'NY'],
    ['60601', 'America/Chicago', 'IL'],
    ['85001', 'America/Phoenix', 'AZ'],
    ['96813', 'Pacific/Honolulu', 'HI'],
    ['99501', 'America/Anchorage', 'AK'],
    ['00901', 'America/Puerto_Rico', 'PR'],
    ['95661', 'America/Los_Angeles', 'CA'],
    ['80202', 'America/Denver', 'CO'],
    ['96910', 'Pacific/Guam', 'GU'],
    ['00802', 'America/St_Thomas', 'VI'],
  ])('%s is %s (%s)', (zip, zone, state) => {
    expect(locationFromZip(zip)).toEqual({ zone, state });
  });

  it('reads the split states by prefix and the listed 5-digit exceptions', () => {
    expect(locationFromZip('32501')?.zone).toBe('America/Chicago'); // Pensacola
    expect(locationFromZip('32301')?.zone).toBe('America/New_York'); // Tallahassee
    expect(locationFromZip('32456')?.zone).toBe('America/New_York'); // Port St. Joe, inside 324
    expect(locationFromZip('79901')?.zone).toBe('America/Denver'); // El Paso
    expect(locationFromZip('75201')?.zone).toBe('America/Chicago'); // Dallas
    expect(locationFromZip('37902')?.zone).toBe('America/New_York'); // Knoxville
    expect(locationFromZip('37203')?.zone).toBe('America/Chicago'); // Nashville
    expect(locationFromZip('83814')?.zone).toBe('America/Los_Angeles'); // Coeur d'Alene
    expect(locationFromZip('83702')?.zone).toBe('America/Boise'); // Boise
    expect(locationFromZip('46402')?.zone).toBe('America/Chicago'); // Gary
    expect(locationFromZip('46204')?.zone).toBe('America/Indiana/Indianapolis');
    expect(locationFromZip('86515')?.zone).toBe('America/Denver'); // Window Rock, Navajo Nation
    expect(locationFromZip('96799')).toEqual({ zone: 'Pacific/Pago_Pago', state: 'AS' });
    expect(locationFromZip('99546')?.zone).toBe('America/Adak');
  });

  it('accepts ZIP+4 and restores leading zeros a spreadsheet dropped; military and junk are unknown', () => {
    expect(normalizeZip('95661-1234')).toBe('95661');
    expect(normalizeZip('956611234')).toBe('95661');
    expect(normalizeZip(2108)).toBe('02108');
    expect(normalizeZip(' 901 ')).toBe('00901');
    expect(locationFromZip('2108')).toEqual({ zone: 'America/New_York', state: 'MA' });
    expect(locationFromZip('09001')).toBeNull(); // APO AE
    expect(locationFromZip('96201')).toBeNull(); // APO AP
    expect(locationFromZip('00100')).toBeNull(); // unassigned
    expect(locationFromZip('ABCDE')).toBeNull();
    expect(locationFromZip('')).toBeNull();
    expect(locationFromZip(null)).toBeNull();
  });
});

describe('recipient zone from the area code', () => {
  it.each([
    ['+12125550100', 'America/New_York', 'NY'],
    ['(312) 555-0100', 'America/Chicago', 'IL'],
    ['602-555-0100', 'America/Phoenix', 'AZ'],
    ['1 808 555 0100', 'Pacific/Honolulu', 'HI'],
    ['9075550100', 'America/Anchorage', 'AK'],
    ['+1 787 555 0100', 'America/Puerto_Rico', 'PR'],
    ['+19165550100', 'America/Los_Angeles', 'CA'],
    ['+19155550100', 'America/Denver', 'TX'],
    ['+18505550100', 'America/Chicago', 'FL'],
  ])('%s is %s (%s)', (phone, zone, state) => {
    expect(locationFromPhone(phone)).toEqual({ zone, state });
  });

  it('is null for other countries, toll-free, Canadian and malformed numbers', () => {
    expect(areaCodeOf('+442071234567')).toBeNull();
    expect(locationFromPhone('+18005550100')).toBeNull(); // toll-free
    expect(locationFromPhone('+14165550100')).toBeNull(); // Toronto
    expect(areaCodeOf('555-0100')).toBeNull();
    expect(areaCodeOf('+11125550100')).toBeNull();
    expect(areaCodeOf(null)).toBeNull();
  });
});

describe('recipientLocation', () => {
  it('asks the ZIP first, then the area code, else null', () => {
    expect(recipientLocation({ zip: '96813', phone: '+12125550100' })).toEqual({
      zone: 'Pacific/Honolulu',
      state: 'HI',
      source: 'zip',
    });
    expect(recipientLocation({ zip: '09001', phone: '+12125550100' })).toEqual({
      zone: 'America/New_York',
      state: 'NY',
      source: 'area-code',
    });
    expect(recipientLocation({ zip: null, phone: '+442071234567' })).toBeNull();
    expect(recipientZone({ phone: '+19165550100' })).toBe('America/Los_Angeles');
    expect(recipientZone({})).toBeNull();
  });
});

describe('the shipped tables', () => {
  it('name only zones the runtime knows', () => {
    const zones = [
      ...Object.values(stateZones),
      ...Object.values(prefixZones),
      ...Object.values(zipZones).map(([zone]) => zone),
      ...areaCodesByState.flatMap((entry) => [entry.zone, ...Object.values(entry.except ?? {})]),
    ];
    for (const zone of new Set(zones)) expect(IANAZone.isValidZone(zone), zone).toBe(true);
  });

  it('give every prefix range a state with a zone, without overlaps', () => {
    const seen = new Set<number>();
    for (const [from, to, state] of zipPrefixStates) {
      expect(stateZones[state], state).toBeDefined();
      for (let prefix = from; prefix <= to; prefix += 1) {
        expect(seen.has(prefix), String(prefix)).toBe(false);
        seen.add(prefix);
      }
    }
    for (const prefix of Object.keys(prefixZones)) expect(seen.has(Number(prefix)), prefix).toBe(true);
  });

  it('list each area code once, the 50 states, DC and 5 territories', () => {
    const codes = areaCodesByState.flatMap((entry) => entry.codes.split(' '));
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of areaCodesByState) {
      for (const code of Object.keys(entry.except ?? {})) expect(entry.codes.split(' ')).toContain(code);
    }
    expect(new Set(areaCodesByState.map((entry) => entry.state)).size).toBe(56);
  });
});

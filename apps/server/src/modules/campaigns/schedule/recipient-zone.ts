import { areaCodesByState } from './area-code-zones.data';
import { prefixZones, stateZones, territories, zipPrefixStates, zipZones } from './zip-zones.data';

/** Where a recipient's zone came from. */
export type ZoneSource = 'zip' | 'area-code';
export interface RecipientLocation {
  zone: string;
  state: string;
  source: ZoneSource;
}

const prefixState = new Map<number, string>();
for (const [from, to, state] of zipPrefixStates)
  for (let prefix = from; prefix <= to; prefix += 1) prefixState.set(prefix, state);

const areaCodes = new Map<string, { zone: string; state: string }>();
for (const entry of areaCodesByState) {
  for (const code of entry.codes.split(/\s+/).filter(Boolean)) {
    areaCodes.set(code, { zone: entry.except?.[code] ?? entry.zone, state: entry.state });
  }
}

/**
 * The 5 digits of a US ZIP ('95661', '95661-1234', '956611234'); 3- and 4-digit values are ZIPs whose
 * leading zeros a spreadsheet dropped ('2108' is 02108). Anything else is null.
 */
export function normalizeZip(zip: string | number | null | undefined): string | null {
  if (zip === null || zip === undefined) return null;
  const match = /^(\d{3,5})(?:-?\d{4})?$/.exec(String(zip).trim());
  if (!match?.[1]) return null;
  return match[1].padStart(5, '0');
}

/** State and zone of a ZIP from the shipped prefix table, or null (military, unassigned, malformed). */
export function locationFromZip(zip: string | number | null | undefined): { zone: string; state: string } | null {
  const five = normalizeZip(zip);
  if (!five) return null;
  const exception = zipZones[five];
  if (exception) return { zone: exception[0], state: exception[1] };
  const state = prefixState.get(Number(five.slice(0, 3)));
  if (!state) return null;
  const zone = prefixZones[five.slice(0, 3)] ?? stateZones[state];
  return zone ? { zone, state } : null;
}

/**
 * The NANP area code of a phone ('+1 212 555 0100', '(212) 555-0100', '12125550100'), or null for a
 * number that is not a 10-digit NANP number (another country's +code, too short, an area code starting 0 or 1).
 */
export function areaCodeOf(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10 || !/^[2-9]/.test(digits)) return null;
  return digits.slice(0, 3);
}

/** State and zone of a phone's area code (US states, DC and territories), or null. */
export function locationFromPhone(phone: string | null | undefined): { zone: string; state: string } | null {
  const code = areaCodeOf(phone);
  return (code && areaCodes.get(code)) || null;
}

/** The recipient's location: ZIP first, then the phone's area code; null when neither is known. */
export function recipientLocation(contact: {
  zip?: string | number | null;
  phone?: string | null;
}): RecipientLocation | null {
  const fromZip = locationFromZip(contact.zip);
  if (fromZip) return { ...fromZip, source: 'zip' };
  const fromPhone = locationFromPhone(contact.phone);
  if (fromPhone) return { ...fromPhone, source: 'area-code' };
  return null;
}

/** The recipient's IANA time zone (ZIP, else area code), or null meaning unknown. */
export function recipientZone(contact: { zip?: string | number | null; phone?: string | null }): string | null {
  return recipientLocation(contact)?.zone ?? null;
}

/**
 * Each of the 50 states and DC with every zone the ZIP table can give it (the default, split prefixes
 * and 5-digit exceptions): what an unknown recipient, or one whose state alone is known, may be in.
 * Territories are left out: every territory's area code is in the table, so a recipient whose zone
 * is unknown does not hold a territory number.
 */
export const stateZoneSets: ReadonlyMap<string, readonly string[]> = (() => {
  const sets = new Map<string, Set<string>>();
  const add = (state: string, zone: string | undefined) => {
    if (!zone || territories.has(state)) return;
    const set = sets.get(state) ?? new Set<string>();
    set.add(zone);
    sets.set(state, set);
  };
  for (const [from, to, state] of zipPrefixStates) {
    add(state, stateZones[state]);
    for (let prefix = from; prefix <= to; prefix += 1) add(state, prefixZones[String(prefix).padStart(3, '0')]);
  }
  for (const [zone, state] of Object.values(zipZones)) add(state, zone);
  for (const entry of areaCodesByState) {
    add(entry.state, entry.zone);
    for (const zone of Object.values(entry.except ?? {})) add(entry.state, zone);
  }
  return new Map([...sets].map(([state, zones]) => [state, [...zones].sort()]));
})();

// The address workloads: real homes of the server's embedded dataset (apps/server/reference-data/
// homes.csv.gz, read here with node:zlib), picked by a seeded choice so every run requests the same
// paths; from them the typing-like autocomplete prefixes and the property lookups, and the checks
// these scenarios run before their load (not measured).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { homesDataset } from './paths';

/** How many homes the address scenarios use, and the seed of their choice. */
export const SAMPLE_HOMES = 200;
const SAMPLE_SEED = 20_261_121;
/** The server refuses a shorter `term` (400). */
const MIN_TERM_LENGTH = 3;
const REQUEST_TIMEOUT_MS = 30_000;

export const AUTOCOMPLETE_PATH = '/api/integrations/integrations/address/autocomplete';
export const PROPERTY_PATH = '/api/integrations/property/calculate/';

export interface Home {
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** How a home's address is typed: the street only, the street then the city, or the street with the position. */
export type TypingVariant = 'street' | 'street, city' | 'street + lat/long';
const VARIANTS: TypingVariant[] = ['street', 'street, city', 'street + lat/long'];

/** One CSV line (RFC 4180 quoting; the dataset has no line breaks inside fields). */
function csvFields(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function readHomes(): Home[] {
  const lines = zlib.gunzipSync(fs.readFileSync(homesDataset)).toString('utf8').split(/\r?\n/);
  const header = csvFields(lines[0] ?? '');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${homesDataset} has no ${name} column`);
    return index;
  };
  const at = {
    id: column('id'),
    number: column('streetNumber'),
    street: column('streetName'),
    city: column('city'),
    state: column('state'),
    zip: column('zip'),
    latitude: column('latitude'),
    longitude: column('longitude'),
  };
  const homes: Home[] = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    const field = (index: number) => (fields[index] ?? '').trim();
    homes.push({
      id: field(at.id),
      street: `${field(at.number)} ${field(at.street)}`,
      city: field(at.city),
      state: field(at.state),
      zip: field(at.zip),
      latitude: Number(field(at.latitude)),
      longitude: Number(field(at.longitude)),
    });
  }
  return homes;
}

/** mulberry32: a small seeded generator, so the choice is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let sample: Home[] | undefined;

/** SAMPLE_HOMES homes of the dataset, by a seeded partial shuffle (same dataset, same homes, same order). */
export function sampleHomes(): Home[] {
  if (sample) return sample;
  const homes = readHomes();
  if (homes.length < SAMPLE_HOMES) throw new Error(`${homesDataset} holds only ${homes.length} homes`);
  const random = seededRandom(SAMPLE_SEED);
  const picked = [...homes];
  for (let i = 0; i < SAMPLE_HOMES; i++) {
    const j = i + Math.floor(random() * (picked.length - i));
    [picked[i], picked[j]] = [picked[j]!, picked[i]!];
  }
  sample = picked.slice(0, SAMPLE_HOMES);
  return sample;
}

/** The variant of the nth sampled home: the three in turn. */
export const variantOf = (index: number): TypingVariant => VARIANTS[index % VARIANTS.length]!;

/** The full text typed for a home in its variant. */
function typedText(home: Home, variant: TypingVariant): string {
  return variant === 'street, city' ? `${home.street}, ${home.city}` : home.street;
}

export function autocompletePath(term: string, near?: { latitude: number; longitude: number }): string {
  const position = near ? `&lat=${near.latitude}&long=${near.longitude}` : '';
  return `${AUTOCOMPLETE_PATH}?term=${encodeURIComponent(term)}${position}`;
}

/**
 * Typing-like autocomplete requests: for each sampled home in turn, every prefix of its typed text
 * from 3 characters to the whole ("575", "575 ", "575 S", ... "575 Stone Vista Dr"), the street only,
 * followed by the city, or with the home's latitude/longitude, by variant.
 */
export function autocompletePaths(): string[] {
  return sampleHomes().flatMap((home, index) => {
    const variant = variantOf(index);
    const text = typedText(home, variant);
    const near = variant === 'street + lat/long' ? home : undefined;
    const paths: string[] = [];
    for (let length = MIN_TERM_LENGTH; length <= text.length; length++) {
      const term = text.slice(0, length);
      if (term.trim().length >= MIN_TERM_LENGTH) paths.push(autocompletePath(term, near));
    }
    return paths;
  });
}

export function propertyPath(home: Home): string {
  const query = `address=${encodeURIComponent(home.street)}&city=${encodeURIComponent(home.city)}&state=${encodeURIComponent(home.state)}`;
  return `${PROPERTY_PATH}?${query}`;
}

/** Property lookups of the sampled homes, in turn. */
export const propertyPaths = (): string[] => sampleHomes().map(propertyPath);

/** How the server labels a home (formatAddress of @roost/domain). */
const labelOf = (home: Home) => `${home.street}, ${home.city}, ${home.state} ${home.zip}`;

export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

/**
 * Every sampled home, typed in full with its city and position, must be among the autocomplete
 * predictions: the server answers 200 (ZERO_RESULTS) even when nothing matches, so a server whose
 * data differs from the dataset read here would otherwise go unseen.
 */
export async function checkAutocomplete(baseUrl: string): Promise<void> {
  for (const home of sampleHomes()) {
    const url = `${baseUrl}${autocompletePath(`${home.street}, ${home.city}`, home)}`;
    const { status, body } = await getJson(url);
    if (status !== 200) throw new Error(`autocomplete of "${home.street}, ${home.city}" answered ${status}`);
    const predictions = (body as { predictions?: { description?: unknown }[] } | undefined)?.predictions ?? [];
    const expected = `${labelOf(home)}, USA`;
    if (!predictions.some((prediction) => prediction.description === expected)) {
      throw new Error(`autocomplete of "${home.street}, ${home.city}" did not predict "${expected}"`);
    }
  }
}

/** The first sampled homes' property records must answer 200 with their address. */
export async function checkProperty(baseUrl: string, homes = 5): Promise<void> {
  for (const home of sampleHomes().slice(0, homes)) {
    const { status, body } = await getJson(`${baseUrl}${propertyPath(home)}`);
    if (status !== 200) throw new Error(`property calculate of "${home.street}, ${home.city}" answered ${status}`);
    const address = (body as { address?: unknown } | undefined)?.address;
    if (address !== labelOf(home)) {
      throw new Error(`property calculate of "${home.street}, ${home.city}" answered the address ${String(address)}`);
    }
  }
}

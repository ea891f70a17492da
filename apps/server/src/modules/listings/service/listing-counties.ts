import { DEFAULT_COUNTY } from '@roost/domain';
import type { Db } from '../../../db/types';
import { activeCounties } from '../repo';

/**
 * How old the remembered counties may get. A process that runs the listings sync (or prepares the
 * listings) forgets them at once; an API process beside a separate worker (`--role=api`) never sees that
 * worker's sync, so it reads them again at least this often.
 */
export const LISTING_COUNTIES_MAX_AGE_MS = 60_000;

interface RememberedCounties {
  /** Bumped by every forget, so a read that started before it cannot store what it found. */
  generation: number;
  known?: { counties: readonly string[]; readAt: number };
  reading?: Promise<readonly string[]>;
}

// Per database (tests open several in one process); the entry goes with its database.
const remembered = new WeakMap<Db, RememberedCounties>();

function entryFor(db: Db): RememberedCounties {
  let entry = remembered.get(db);
  if (!entry) {
    entry = { generation: 0 };
    remembered.set(db, entry);
  }
  return entry;
}

const placerFirst = (a: string, b: string) =>
  a === DEFAULT_COUNTY ? -1 : b === DEFAULT_COUNTY ? 1 : a.localeCompare(b);

async function readCounties(db: Db, entry: RememberedCounties): Promise<readonly string[]> {
  const generation = entry.generation;
  try {
    const counties = (await activeCounties(db)).map((row) => row.county).sort(placerFirst);
    if (entry.generation === generation) entry.known = { counties, readAt: Date.now() };
    return counties;
  } finally {
    if (entry.generation === generation) entry.reading = undefined;
  }
}

/**
 * Counties with active listings: Placer first, then alphabetical. They change only when the listings do
 * (a sync, or the provider switched at start-up), so they are read from the database once and remembered
 * until then (at most LISTING_COUNTIES_MAX_AGE_MS); concurrent first requests share one read.
 */
export async function listingCounties(db: Db): Promise<string[]> {
  const entry = entryFor(db);
  if (entry.known && Date.now() - entry.known.readAt < LISTING_COUNTIES_MAX_AGE_MS) return [...entry.known.counties];
  entry.reading ??= readCounties(db, entry);
  return [...(await entry.reading)];
}

/** The listings of this database changed (a sync wrote, the provider switched): read the counties again. */
export function forgetListingCounties(db: Db): void {
  const entry = entryFor(db);
  entry.generation += 1;
  entry.known = undefined;
  entry.reading = undefined;
}

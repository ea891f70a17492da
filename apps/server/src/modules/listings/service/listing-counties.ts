import { DEFAULT_COUNTY } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { activeCounties } from '../repo';
import { cachedListings } from './cached-listings';

const placerFirst = (a: string, b: string) =>
  a === DEFAULT_COUNTY ? -1 : b === DEFAULT_COUNTY ? 1 : a.localeCompare(b);

/**
 * Counties with active listings: Placer first, then alphabetical. Read from the database once and cached
 * until the listings change (cached-listings.ts); concurrent first requests share one read.
 */
export async function listingCounties(db: Db): Promise<string[]> {
  const counties = await cachedListings(db).counties.get('counties', async () =>
    (await activeCounties(db)).map((row) => row.county).sort(placerFirst),
  );
  return [...counties];
}

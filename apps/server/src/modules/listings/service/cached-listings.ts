import type { HomeListing } from '@roost/domain';
import { BoundedCache } from '../../../platform/cache/bounded-cache';
import type { Db } from '../../../platform/db/types';

/**
 * How old a cached read of the listings may get. A process that runs the listings sync (or prepares the
 * listings) forgets them at once; an API process beside a separate worker (`--role=api`) never sees that
 * worker's sync, so it reads them again at least this often.
 */
export const CACHED_LISTINGS_MAX_AGE_MS = 60_000;

/** A page of the homes search and its total, as searchListings answers it. */
export interface ListingsPage {
  total: number;
  listings: readonly HomeListing[];
}

interface ListingsCache {
  counties: BoundedCache<readonly string[]>;
  /** Pages of the homes search by county, price, order and page: a few KB each. */
  pages: BoundedCache<ListingsPage>;
}

// Per database (tests open several in one process); the memory goes with its database.
const cached = new WeakMap<Db, ListingsCache>();

/**
 * The listings change only when a sync writes or the provider switches at start-up, so what is read from them
 * (the counties with listings, the pages of the homes search) is cached until then.
 */
export function cachedListings(db: Db): ListingsCache {
  let entry = cached.get(db);
  if (!entry) {
    entry = {
      counties: new BoundedCache({ capacity: 1, maxAgeMs: CACHED_LISTINGS_MAX_AGE_MS }),
      pages: new BoundedCache({ capacity: 1_000, maxAgeMs: CACHED_LISTINGS_MAX_AGE_MS }),
    };
    cached.set(db, entry);
  }
  return entry;
}

/** The listings of this database changed (a sync wrote, the provider switched): read them again. */
export function clearCachedListings(db: Db): void {
  const entry = cached.get(db);
  entry?.counties.forget();
  entry?.pages.forget();
}

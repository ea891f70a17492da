import type { HomeListing } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { countsAtOrBelow, activeListingById, pageOfListings, type ListingRow, type ListingSort } from '../repo';
import { coverImagePath } from './cover-image';
import { cachedListings, type ListingsPage } from './cached-listings';

export interface ListingSearch {
  county: string;
  maxPrice: number;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export function toHomeListing(row: ListingRow): HomeListing {
  return {
    id: row.id,
    coverImage: row.mediaUrl ?? coverImagePath(row.id),
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    city: row.city,
    zipCode: row.zipCode,
    county: row.county,
    bedrooms: row.bedrooms,
    fullBathrooms: row.fullBathrooms,
    apxSqFtPrimaryRes: row.apxSqFtPrimaryRes,
    listingPrice: row.listPrice,
    listingRid: row.listingRid,
    listAgentFirstName: row.listAgentFirstName,
    listAgentLastName: row.listAgentLastName,
    mlsId: row.mlsId,
    mlsNumber: row.mlsNumber,
    source: row.source,
  };
}

/**
 * Active listings of a county at or below a price, one page in the chosen order, with the total. Cached until
 * the listings change (cached-listings.ts): the listings in it are shared, never to be changed by a caller.
 */
export async function searchListings(db: Db, search: ListingSearch): Promise<ListingsPage> {
  const pageSize = Math.max(1, Math.floor(search.pageSize));
  const page = Math.max(1, Math.floor(search.page));
  const key = JSON.stringify([search.county, search.maxPrice, search.sort, pageSize, page]);
  return cachedListings(db).pages.get(key, async () => {
    const { total, rows } = await pageOfListings(db, {
      county: search.county,
      maxPrice: search.maxPrice,
      sort: search.sort,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { total, listings: rows.map(toHomeListing) };
  });
}

/** For each price, how many active listings of the county are at or below it (one query). */
export function countListingsAtOrBelow(db: Db, county: string, prices: number[]): Promise<number[]> {
  return countsAtOrBelow(db, county, prices);
}

/** An active listing by id; undefined once it has left the market (or never existed). */
export async function findListing(db: Db, id: string): Promise<HomeListing | undefined> {
  const row = await activeListingById(db, id);
  return row ? toHomeListing(row) : undefined;
}

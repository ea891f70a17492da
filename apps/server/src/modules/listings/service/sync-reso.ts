import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../../platform/db/types';
import type { ResoClient } from '../providers/reso-client';
import type { ResoProperty } from '../providers/reso-replies';
import {
  deactivateListings,
  deactivateUnseen,
  saveSyncState,
  syncStateOf,
  upsertListings,
  type NewListingRow,
} from '../repo';
import { clearCachedListings } from './cached-listings';

export const RESO_SOURCE = 'reso';

/** Domain brief section 6: the Property fields a listing card needs. */
export const resoPropertyFields = [
  'ListingKey',
  'ListingId',
  'OriginatingSystemName',
  'ListPrice',
  'BedroomsTotal',
  'BathroomsFull',
  'LivingArea',
  'StreetNumber',
  'StreetName',
  'City',
  'PostalCode',
  'CountyOrParish',
  'ListAgentFirstName',
  'ListAgentLastName',
  'ModificationTimestamp',
  'StandardStatus',
] as const;

export interface ResoSyncResult {
  full: boolean;
  upserted: number;
  deactivated: number;
  skipped: number;
  lastModification: string | null;
}

/** Our id of an MLS listing: the ListingKey when it is URL-safe, else a digest of it. */
export function resoListingId(listingKey: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(listingKey)
    ? `reso-${listingKey}`
    : `reso-${createHash('sha256').update(listingKey).digest('hex').slice(0, 32)}`;
}

const countyName = (county: string) => county.trim().replace(/\s+County$/i, '');
const whole = (value: number | null | undefined) => (value == null ? null : Math.round(value));
const later = (a: string | null, b: string | null | undefined) =>
  !b || Number.isNaN(Date.parse(b)) ? a : !a || Date.parse(b) > Date.parse(a) ? b : a;

function firstMediaUrl(property: ResoProperty): string | null {
  const ordered = [...(property.Media ?? [])]
    .filter((item) => item.MediaURL && /^https?:\/\//i.test(item.MediaURL))
    .sort((a, b) => (a.Order ?? Number.MAX_SAFE_INTEGER) - (b.Order ?? Number.MAX_SAFE_INTEGER));
  return ordered[0]?.MediaURL ?? null;
}

/** An active MLS listing as a row; undefined when it lacks what a search needs (price, place, address). */
export function toListingRow(property: ResoProperty): NewListingRow | undefined {
  const { ListPrice, City, CountyOrParish, PostalCode, StreetName } = property;
  if (ListPrice == null || ListPrice <= 0 || !City || !CountyOrParish || !StreetName) return undefined;
  const modified = property.ModificationTimestamp ?? null;
  return {
    id: resoListingId(property.ListingKey),
    source: RESO_SOURCE,
    listingRid: property.ListingKey,
    mlsId: property.OriginatingSystemName?.trim() || null,
    mlsNumber: property.ListingId ?? null,
    streetNumber: property.StreetNumber ?? '',
    streetName: StreetName,
    city: City,
    zipCode: PostalCode ?? '',
    county: countyName(CountyOrParish),
    bedrooms: whole(property.BedroomsTotal),
    fullBathrooms: whole(property.BathroomsFull),
    apxSqFtPrimaryRes: whole(property.LivingArea),
    listPrice: ListPrice,
    mediaUrl: firstMediaUrl(property),
    listAgentFirstName: property.ListAgentFirstName ?? null,
    listAgentLastName: property.ListAgentLastName ?? null,
    listDate: (modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified) : new Date())
      .toISOString()
      .slice(0, 10),
    modifiedAt: modified,
    active: true,
  };
}

/** One write of a sync; what it commits changes what is cached of the listings (cached-listings.ts). */
async function commit(db: Db, work: (tx: Tx) => Promise<void>) {
  await db.transaction(work);
  clearCachedListings(db);
}

export interface ResoSyncOptions {
  /** A run is a full one when the last full run is at least this old (deleted listings show only then). */
  fullSyncHours?: number;
  now?: Date;
}

/**
 * One sync with the MLS. A full run (the first, or once `fullSyncHours` have passed since the last full
 * one) reads every Active listing and switches off our RESO listings it did not see, including ones the
 * MLS deleted outright; other runs ask only for Active listings modified since the last run, plus the
 * listings that left Active since then (a second, small query), and switch those off. The newest
 * ModificationTimestamp is saved only when the whole run succeeded, so a failed run is simply repeated.
 */
export async function syncResoListings(
  db: Db,
  client: ResoClient,
  { fullSyncHours = 24, now = new Date() }: ResoSyncOptions = {},
): Promise<ResoSyncResult> {
  const state = await syncStateOf(db, RESO_SOURCE);
  const since = state?.lastModification ?? null;
  const lastFull = state?.lastFullSyncAt?.getTime();
  const full = since === null || lastFull === undefined || now.getTime() - lastFull >= fullSyncHours * 3_600_000;
  const changedSince = full ? '' : ` and ModificationTimestamp gt ${since}`;
  let lastModification = since;
  let upserted = 0;
  let skipped = 0;
  const seen = new Set<string>();
  const leaving: string[] = [];

  for await (const page of client.properties({
    filter: `StandardStatus eq 'Active'${changedSince}`,
    select: resoPropertyFields,
    expandMedia: true,
  })) {
    const rows: NewListingRow[] = [];
    for (const property of page) {
      lastModification = later(lastModification, property.ModificationTimestamp);
      // An MLS that ignores part of the filter must not put a pending sale back on the market.
      if (property.StandardStatus && property.StandardStatus !== 'Active') {
        leaving.push(resoListingId(property.ListingKey));
        continue;
      }
      const row = toListingRow(property);
      if (!row) {
        skipped++;
        continue;
      }
      seen.add(row.id);
      rows.push(row);
    }
    await commit(db, (tx) => upsertListings(tx, rows));
    upserted += rows.length;
  }

  if (!full) {
    for await (const page of client.properties({
      filter: `StandardStatus ne 'Active'${changedSince}`,
      select: ['ListingKey', 'StandardStatus', 'ModificationTimestamp'],
      expandMedia: false,
    })) {
      for (const property of page) {
        lastModification = later(lastModification, property.ModificationTimestamp);
        leaving.push(resoListingId(property.ListingKey));
      }
    }
  }

  const gone = leaving.filter((id) => !seen.has(id));
  await commit(db, async (tx) => {
    await deactivateListings(tx, gone);
    if (full) await deactivateUnseen(tx, RESO_SOURCE, seen);
    await saveSyncState(tx, { provider: RESO_SOURCE, lastModification, fullSync: full });
  });
  return { full, upserted, deactivated: gone.length, skipped, lastModification };
}

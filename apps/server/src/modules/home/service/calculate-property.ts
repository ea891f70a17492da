import { toAddressKey, type AddressParts, type PmmsWeek, type PropertyRecord } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { perDatabase, TableChangeCache } from '../../../platform/cache/table-change-cache';
import type { AddressAutocompleteProvider } from '../providers/address-autocomplete';
import type { PropertyDataProvider } from '../providers/property-data';
import { addressNotFound } from '../providers/provider-errors';
import type { SolarEstimateProvider } from '../providers/solar-estimate-provider';
import type { PropertyRecordInput } from '../providers/property-data';
import { findAddressRecord, saveAddressRecord, type AddressRecordRow } from '../repo';

export { ADDRESS_NOT_FOUND } from '../providers/provider-errors';

export interface PropertyDeps {
  db: Db;
  /** The shipped weekly rate history (source: Freddie Mac PMMS). */
  pmms: readonly PmmsWeek[];
  addresses: AddressAutocompleteProvider;
  properties: PropertyDataProvider;
  /** The Solar Sun Score's production model: the offline one, or PVWatts. */
  solar: SolarEstimateProvider;
}

/**
 * The record of an address from the configured property provider, saved under the address key.
 * A provider failure throws before anything is saved, so a stale or half record is never cached.
 */
export async function calculateProperty(deps: PropertyDeps, address: AddressParts): Promise<PropertyRecord> {
  let key: string;
  try {
    key = toAddressKey(address);
  } catch {
    throw addressNotFound();
  }
  const facts = await deps.properties.lookup(address);
  const stored = await storedAddressRecord(deps.db, key);
  if (stored && sameFigures(stored, facts)) return stored;
  const saved = await saveAddressRecord(deps.db, { id: key, ...facts, createdDate: new Date() });
  return toPropertyRecord(saved);
}

/** Whether the stored record already holds every figure just computed (a figure read back differently: not). */
function sameFigures(stored: PropertyRecord, facts: PropertyRecordInput): boolean {
  return (Object.keys(facts) as (keyof PropertyRecordInput)[]).every(
    (name) => (stored[name] ?? null) === (facts[name] ?? null),
  );
}

export const ADDRESS_RECORD_TABLES = ['address_records'] as const;

/**
 * The stored record of each address, until an address record changes anywhere: asked again with the same figures
 * (a homeowner going from tool to tool), saving would change nothing (the record keeps its first date), so the
 * stored record is the answer, and nothing is written.
 */
const savedRecords = perDatabase(
  (feed) =>
    new TableChangeCache<PropertyRecord | null>(feed, ADDRESS_RECORD_TABLES, {
      capacity: 5_000,
      maxAgeMs: 60 * 60 * 1000,
    }),
);

/** The stored record of an address key, or null; kept until an address record changes (savedRecords). */
export function storedAddressRecord(db: Db, key: string): Promise<PropertyRecord | null> {
  const readStored = async () => {
    const row = await findAddressRecord(db, key);
    return row ? toPropertyRecord(row) : null;
  };
  return savedRecords(db)?.get(key, readStored) ?? readStored();
}

export function toPropertyRecord(row: AddressRecordRow): PropertyRecord {
  return { ...row, createdDate: row.createdDate.toISOString() };
}

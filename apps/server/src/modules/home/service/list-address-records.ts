import type { AdminAddressesPage } from '@roost/domain';
import { decodeCursor, pageFrom } from '../../../platform/db/keyset-page';
import type { Db } from '../../../platform/db/types';
import {
  countAddressRecords,
  findAddressRecord as recordRow,
  findAddressRecords as recordRows,
  listAddressRecordsPage,
} from '../repo';

/** The stored property records for the admin list: newest first, a page after the cursor, optionally searched. */
export async function listAddressRecords(
  db: Db,
  query: { limit: number; cursor?: string | undefined; search?: string | undefined },
): Promise<AdminAddressesPage> {
  const rows = await listAddressRecordsPage(db, {
    limit: query.limit + 1,
    after: decodeCursor(query.cursor),
    search: query.search?.toLowerCase(),
  });
  const page = pageFrom(rows, query.limit);
  return {
    addresses: page.rows.map(({ keysetCreated: _keyset, createdDate, ...record }) => ({
      ...record,
      createdDate: createdDate.toISOString(),
    })),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor,
  };
}

/** How many property records are stored (the admin dashboard). */
export const countStoredAddressRecords = (db: Db): Promise<number> => countAddressRecords(db);

/** One stored property record by its address key; undefined when none is stored yet. */
export const findAddressRecord = (db: Db, id: string) => recordRow(db, id);

/** The stored property records among `ids` (those not stored are left out). */
export const findAddressRecords = (db: Db, ids: string[]) => recordRows(db, ids);

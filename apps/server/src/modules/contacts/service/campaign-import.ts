import type { ContactGroup, ImportReport, ImportRow } from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { importOfCampaign, keepImportFor } from '../repo';
import { toImportReport } from './import-report';
import { rejectedCsvOf, rowsPageOf } from './read-import';

/**
 * A campaign's upload, once the campaign took its valid rows: the campaigns module decides who may open the
 * campaign, and reads its upload here by the campaign's id (the uploader check of the wizard's reads does
 * not apply: a collaborator or manager who may open the campaign may read what was rejected from it).
 */

/** In the transaction that copied the valid rows: keep the upload for the campaign, without those rows. */
export function keepImportForCampaign(tx: Db | Tx, importId: string, campaignId: string): Promise<void> {
  return keepImportFor(tx, importId, campaignId);
}

/** The report of the upload the campaign took, or undefined when it took none (contacts sent as chunks). */
export async function campaignImportReport(db: Db, campaignId: string): Promise<ImportReport | undefined> {
  const upload = await importOfCampaign(db, campaignId);
  return upload ? toImportReport(upload) : undefined;
}

/** One rejected group of the campaign's upload, in line order (the valid rows are the campaign's contacts). */
export async function campaignImportRows(
  db: Db,
  campaignId: string,
  query: { group: ContactGroup; cursor: number; limit: number },
): Promise<{ results: ImportRow[]; nextCursor: number | null } | undefined> {
  const upload = await importOfCampaign(db, campaignId);
  return upload ? rowsPageOf(db, upload.id, query) : undefined;
}

/** The rejected rows of the campaign's upload as CSV lines, or undefined when it took no upload. */
export async function campaignRejectedCsv(
  db: Db,
  campaignId: string,
): Promise<{ fileName: string; lines: AsyncGenerator<string> } | undefined> {
  const upload = await importOfCampaign(db, campaignId);
  return upload ? rejectedCsvOf(db, upload) : undefined;
}

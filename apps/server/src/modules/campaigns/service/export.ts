import { csvLine } from '@roost/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types';
import { campaignContacts } from '../tables';
import type { Caller } from './deps';
import { auditExport } from './audit';
import { visibleCampaign } from './reach';

/** Rows read per query: a 100,000-contact campaign streams in pages, never held whole. */
export const EXPORT_PAGE = 2_000;

const exportColumns = {
  id: campaignContacts.id,
  firstName: campaignContacts.firstName,
  lastName: campaignContacts.lastName,
  phoneNumber: campaignContacts.phoneNumber,
  email: campaignContacts.email,
  address: campaignContacts.address,
  city: campaignContacts.city,
  state: campaignContacts.state,
  zip: campaignContacts.zip,
  refId: campaignContacts.refId,
  status: campaignContacts.status,
  sentAt: campaignContacts.sentAt,
  repliedAt: campaignContacts.repliedAt,
};

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

const header = [
  'First name',
  'Last name',
  'Phone',
  'Email',
  'Address',
  'City',
  'State',
  'ZIP',
  'Ref ID',
  'Status',
  'Sent at',
  'Replied at',
  'Clicked',
  'Opted out',
  'Send result',
];

/** What became of the campaign's text to the contact, from what the campaign records of it. */
function sendResult(row: ExportRow): string {
  if (row.status === 'DoNotCall') return 'Undeliverable';
  if (row.sentAt) return 'Sent';
  return row.status === 'OptOut' ? 'Not sent (opted out)' : 'Not sent yet';
}

const iso = (value: Date | null) => (value ? value.toISOString() : '');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function exportLine(row: ExportRow): string {
  return csvLine([
    row.firstName,
    row.lastName,
    row.phoneNumber,
    row.email,
    row.address,
    row.city,
    row.state,
    row.zip,
    row.refId,
    row.status,
    iso(row.sentAt),
    iso(row.repliedAt),
    yesNo(row.status === 'ClickThrough'),
    yesNo(row.status === 'OptOut'),
    sendResult(row),
  ]);
}

/** Contacts sort by first name (an empty one first), then id: the contacts list's order, read on its index. */
const contactName = sql<string>`coalesce(${campaignContacts.firstName}, '')`;
type After = { name: string; id: string } | null;

function exportPage(db: Db, campaignId: string, after: After) {
  return db
    .select({ ...exportColumns, sortName: contactName })
    .from(campaignContacts)
    .where(
      and(
        eq(campaignContacts.campaignId, campaignId),
        after ? sql`(${contactName}, ${campaignContacts.id}) > (${after.name}::text, ${after.id}::text)` : undefined,
      ),
    )
    .orderBy(contactName, asc(campaignContacts.id))
    .limit(EXPORT_PAGE);
}

/** A file name from the campaign's name: letters, digits, dots and dashes only (it goes in a header). */
export const exportFileName = (name: string) =>
  `${name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'campaign'}-contacts.csv`;

/**
 * GET /campaign/{id}/export.csv: every contact of a campaign the caller may open, with its outcome (status,
 * when the text went, the first reply, a click, an opt-out, the send result). The campaign is checked before
 * anything is written, so a refusal is an ordinary 404; the rows then stream a page at a time in the contacts
 * list's order (first name), and every cell is neutralised (csvLine) so '=cmd' in a lead file cannot run in
 * the spreadsheet that opens the export.
 */
export async function campaignExport(
  db: Db,
  caller: Caller,
  campaignId: string,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  const campaign = await visibleCampaign(db, caller, campaignId);
  await auditExport(db, caller, campaign, campaign.totalContacts);
  async function* lines(): AsyncGenerator<string> {
    // A byte-order mark, so a spreadsheet reads accented names as UTF-8.
    yield `\uFEFF${csvLine(header)}\r\n`;
    for (let after: After = null; ;) {
      const rows = await exportPage(db, campaign.id, after);
      if (rows.length === 0) return;
      yield rows.map((row) => `${exportLine(row)}\r\n`).join('');
      if (rows.length < EXPORT_PAGE) return;
      const last = rows.at(-1)!;
      after = { name: last.sortName, id: last.id };
    }
  }
  return { fileName: exportFileName(campaign.name), lines: lines() };
}

import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/types';
import { RANKED_STATUSES, statusRank, type DeliveryReport, type DeliveryStatus } from './providers/carrier';
import { campaignSends } from './tables';

/** The stored delivery status's rank, in SQL (the constants are ours, not input). */
const storedRank = sql`(case ${campaignSends.deliveryStatus} ${sql.raw(
  RANKED_STATUSES.map(([status, rank]) => `when '${status}' then ${rank}`).join(' '),
)} else -1 end)`;

/** A ledger row whose delivery status a report moved. */
export interface MovedSend {
  id: string;
  messageId: string;
  campaignId: string;
  contactId: string;
  phone: string;
  status: DeliveryStatus;
  errorCode: number | null;
}

/**
 * Moves each text's delivery status to the reported one only where that is a step forward, in one
 * compare-and-set statement: a duplicate or late report changes nothing, and when two arrive at once the
 * row lock makes the second see the first's status. Returns the rows it moved.
 */
export function moveDeliveryStatuses(tx: Tx, reports: readonly DeliveryReport[]): Promise<MovedSend[]> {
  if (reports.length === 0) return Promise.resolve([]);
  const rows = reports.map((report) => ({
    message_id: report.messageId,
    status: report.status,
    rank: statusRank(report.status),
    error_code: report.errorCode ?? null,
  }));
  return queryRows<MovedSend & Record<string, unknown>>(
    tx,
    sql`update ${campaignSends}
        set delivery_status = r.status, error_code = coalesce(r.error_code, ${campaignSends.errorCode})
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(message_id text, status text, rank int, error_code int)
        where ${campaignSends.messageId} = r.message_id and ${storedRank} < r.rank
        returning ${campaignSends.id} as id, ${campaignSends.messageId} as "messageId",
          ${campaignSends.campaignId} as "campaignId",
          ${campaignSends.contactId} as "contactId", ${campaignSends.phone} as phone,
          ${campaignSends.deliveryStatus} as status, ${campaignSends.errorCode} as "errorCode"`,
  );
}

/** The campaign and number of the ledger row holding each of these message ids (absent ids are not ours). */
export async function sendsByMessageId(db: Db, messageIds: readonly string[]) {
  if (messageIds.length === 0) return new Map<string, { campaignId: string; phone: string }>();
  const rows = await db
    .select({ messageId: campaignSends.messageId, campaignId: campaignSends.campaignId, phone: campaignSends.phone })
    .from(campaignSends)
    .where(inArray(campaignSends.messageId, [...messageIds]));
  return new Map(rows.map((row) => [row.messageId!, { campaignId: row.campaignId, phone: row.phone }]));
}

/** Texts of the campaign sent since `since` that came back with this carrier error. */
export async function countErrorsSince(db: Db, campaignId: string, errorCode: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campaignSends)
    .where(
      and(
        eq(campaignSends.campaignId, campaignId),
        eq(campaignSends.errorCode, errorCode),
        gte(campaignSends.sentAt, since),
      ),
    );
  return row?.total ?? 0;
}

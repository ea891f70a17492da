import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import { isFinalStatus, type DeliveryStatus } from '../providers/carrier';
import { moveSend, unsettled, type NewSend, type SendRow } from '../repo';
import type { DispatchDeps } from './dispatch';

/**
 * Texts whose outcome is not known (a crash after the claim, a carrier time-out): the carrier is asked
 * whether it has the text; found -> sent, not found -> pending again. Never sent twice on a guess.
 */
export async function reconcile(deps: DispatchDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - (deps.staleAfterMs ?? 60_000));
  let settled = 0;
  for (const row of await unsettled(deps.db, before, 500)) {
    const found =
      row.body && row.claimedAt
        ? await deps.carrier.find({ to: row.phone, body: row.body, since: row.claimedAt })
        : undefined;
    const moved = found
      ? await recordSent(deps.db, row, {
          messageId: found.messageId,
          deliveryStatus: found.status,
          carrier: deps.carrier.name,
          sentAt: row.claimedAt,
        })
      : await moveSend(deps.db, row.id, row.status, { status: 'pending', dueAt: now });
    if (moved) settled += 1;
  }
  return settled;
}

/**
 * A reconciled row: unknown/sending -> sent, counted and its contact Sent, in one transaction. The carrier may
 * already hold the text as delivered or failed (its report came while the ledger had no message id and was
 * dropped, or was lost with the crashed process): that final status is stored here and no later report moves
 * it, so the campaign's delivered or failed counter grows here too, or it would stay short of the ledger.
 */
function recordSent(db: Db, row: SendRow, patch: Partial<NewSend> & { deliveryStatus: DeliveryStatus }) {
  return db.transaction(async (tx) => {
    const moved = await moveSend(tx, row.id, row.status, { ...patch, status: 'sent' });
    if (moved) {
      await campaigns.countSent(tx, row.campaignId, 1);
      await campaigns.markContactsSent(tx, [row.contactId], patch.sentAt ?? new Date());
      if (isFinalStatus(patch.deliveryStatus)) {
        const delivered = patch.deliveryStatus === 'delivered' ? 1 : 0;
        await campaigns.countDeliveries(tx, row.campaignId, { delivered, failed: 1 - delivered });
      }
    }
    return moved;
  });
}

import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import { moveSend, type ClaimedSend } from '../repo';

/**
 * A claimed row that will not be sent: skipped with its reason, which the contact keeps too, so the campaign's
 * contacts list says why nobody was texted (reassigned, landline, opted out...). Nothing when another process
 * settled the row meanwhile.
 */
export async function skipSend(db: Db, row: ClaimedSend, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await moveSend(tx, row.id, 'sending', { status: 'skipped', skipReason: reason })) && reason) {
      await campaigns.markContactSkipped(tx, row.contactId, reason);
    }
  });
}

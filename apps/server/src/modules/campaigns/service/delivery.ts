import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/types';
import { campaignContacts, campaigns } from '../tables';

/**
 * What the carrier's delivery reports change of campaigns (messaging module): the delivered and failed counters, kept
 * as outcomes become final (so no read has to count the ledger), a contact whose number cannot take texts, and the
 * pause a burst of carrier filtering calls for.
 */

/** Adds final outcomes to the campaign's counters, in the caller's transaction. */
export async function countDeliveries(
  db: Db | Tx,
  campaignId: string,
  outcomes: { delivered: number; failed: number },
): Promise<void> {
  if (outcomes.delivered === 0 && outcomes.failed === 0) return;
  await db
    .update(campaigns)
    .set({
      totalDelivered: sql`${campaigns.totalDelivered} + ${outcomes.delivered}`,
      totalFailed: sql`${campaigns.totalFailed} + ${outcomes.failed}`,
    })
    .where(eq(campaigns.id, campaignId));
}

/**
 * The carrier says the contact's number cannot take texts (unreachable, unknown, a landline, not a valid
 * mobile number): DoNotCall. A contact who replied, clicked or opted out keeps that status; one leaving
 * NonResponsive leaves its counter, as every contact move does.
 */
export function markContactDoNotCall(db: Db | Tx, contactId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ campaignId: campaignContacts.campaignId, status: campaignContacts.status })
      .from(campaignContacts)
      .where(
        and(eq(campaignContacts.id, contactId), inArray(campaignContacts.status, ['New', 'Sent', 'NonResponsive'])),
      )
      .for('update');
    if (!before) return false;
    await tx.update(campaignContacts).set({ status: 'DoNotCall' }).where(eq(campaignContacts.id, contactId));
    if (before.status === 'NonResponsive') {
      await tx
        .update(campaigns)
        .set({ totalNonResponsive: sql`${campaigns.totalNonResponsive} - 1` })
        .where(eq(campaigns.id, before.campaignId));
    }
    return true;
  });
}

export interface PausedCampaign {
  id: string;
  name: string;
  ownerId: string;
  pauseReason: string;
}

/** active -> paused by compare-and-set, with the reason its owner reads; the campaign when this call paused it. */
export async function pauseCampaign(
  db: Db | Tx,
  campaignId: string,
  reason: string,
): Promise<PausedCampaign | undefined> {
  const [paused] = await db
    .update(campaigns)
    .set({ status: 'paused', pauseReason: reason })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'active')))
    .returning({ id: campaigns.id, name: campaigns.name, ownerId: campaigns.ownerId });
  return paused ? { ...paused, pauseReason: reason } : undefined;
}

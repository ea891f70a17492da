import { creditAppliedCents } from '@roost/domain';
import type { Tx } from '../../../platform/db/types';
import { lockedCreditBalance } from '../../payment';
import { pendingCreditCents } from '../repo';

/** How long an unpaid draft keeps the credits it applied to itself: the resume sweep's day. */
const HOLD_MS = 24 * 3600_000;

/**
 * The payer's credits a new submission applies to its price: their unexpired balance less what their other
 * unpaid drafts of the last day applied, never more than the price nor leaving the card less than it accepts.
 * Runs in the submission's transaction with the payer's grants locked, so two drafts made at once cannot apply
 * the same credit. Nothing is spent here: the credits are spent when the campaign is paid (finalize.ts), so a
 * declined card costs none of them.
 */
export async function creditToApply(tx: Tx, userId: string, priceCents: number, now: Date): Promise<number> {
  const balance = await lockedCreditBalance(tx, userId, now);
  if (balance.availableCents <= 0) return 0;
  const pending = await pendingCreditCents(tx, userId, new Date(now.getTime() - HOLD_MS));
  return creditAppliedCents(priceCents, balance.availableCents - pending);
}

/** The ledger reference of the credits a campaign's payment spends. */
export const campaignCreditReference = (campaignId: string) => `campaign-${campaignId}`;

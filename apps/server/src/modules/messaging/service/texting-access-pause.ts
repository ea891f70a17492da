import { campaignSending as campaigns, type SendingCampaign } from '../../campaigns';
import { mayTextFor, organizationOfTeam } from '../../organizations';
import type { DispatchDeps } from './dispatch';

export const TEXTING_OFF_PAUSE_REASON =
  "Paused automatically: texting was turned off for this campaign's owner in their organization. Resume the " +
  'campaign once an organization admin turns it back on.';

/**
 * Who may text is checked at every send, not only at submit: a campaign whose owner lost texting in its organization
 * (an admin turned canText off, or removed them) is paused before its next text, once, and its owner told.
 */
export async function pausedForTextingAccess(deps: DispatchDeps, campaign: SendingCampaign): Promise<boolean> {
  const organizationId = campaign.teamId ? await organizationOfTeam(deps.db, campaign.teamId) : null;
  if (await mayTextFor(deps.db, campaign.ownerId, organizationId)) return false;
  const paused = await campaigns.pauseCampaign(deps.db, campaign.id, TEXTING_OFF_PAUSE_REASON);
  if (paused) await deps.tellOwner?.(paused);
  return true;
}

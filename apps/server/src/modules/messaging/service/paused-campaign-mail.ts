import { escapeHtml } from '../../../platform/http/html';
import type { PausedCampaign } from '../../campaigns';
import type { MailMessage, MailProvider } from '../../notifications';

/**
 * The e-mail telling a campaign's owner the sender paused it: the campaign's name, why (the pause reason
 * shown on the campaign page) and where to resume it. Nothing about any contact is in it.
 */
export function pausedCampaignMail(to: string, campaign: PausedCampaign, publicUrl: string): MailMessage {
  const page = new URL(`/campaign/${encodeURIComponent(campaign.id)}`, publicUrl).toString();
  const subject = `Your campaign "${campaign.name}" is paused`;
  return {
    to,
    subject,
    text: [
      `Roost paused your text campaign "${campaign.name}".`,
      '',
      campaign.pauseReason,
      '',
      `Open the campaign: ${page}`,
    ].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>Roost paused your text campaign "${escapeHtml(campaign.name)}".</p>
<p>${escapeHtml(campaign.pauseReason)}</p>
<p><a href="${escapeHtml(page)}">Open the campaign</a></p>
</body></html>`,
  };
}

/** Tells a paused campaign's owner by e-mail; a failure is logged (the pause itself stands and shows). */
export function ownerTeller(deps: {
  mail: MailProvider;
  publicUrl: string;
  /** The owner's e-mail address, if the account still exists. */
  emailOf: (userId: string) => Promise<string | undefined>;
  warn: (message: string, details: Record<string, unknown>) => void;
}) {
  return async (campaign: PausedCampaign): Promise<void> => {
    try {
      const to = await deps.emailOf(campaign.ownerId);
      if (!to) return deps.warn('paused campaign has no owner to tell', { campaignId: campaign.id });
      await deps.mail.send(pausedCampaignMail(to, campaign, deps.publicUrl));
    } catch (error) {
      deps.warn('could not tell the owner of a paused campaign', {
        campaignId: campaign.id,
        kind: error instanceof Error ? error.name : typeof error,
      });
    }
  };
}

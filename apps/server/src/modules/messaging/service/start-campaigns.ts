import { DateTime } from 'luxon';
import { DEFAULT_CAMPAIGN_TIME_ZONE, campaignSending as campaigns } from '../../campaigns';
import { createCampaignLinks, safeRedirect } from '../../links';
import { insertSends, type NewSend } from '../repo';
import type { DispatchDeps } from './dispatch';
import { dueTimes } from './send-times';

const LEDGER_PAGE = 2_000;

/** new -> active by compare-and-set, with the ledger written in the same transaction. */
export async function startDueCampaigns(deps: DispatchDeps, now: Date): Promise<number> {
  const today = DateTime.fromJSDate(now, { zone: DEFAULT_CAMPAIGN_TIME_ZONE }).toISODate()!;
  let started = 0;
  for (const id of await campaigns.dueCampaignIds(deps.db, today)) {
    const won = await deps.db.transaction(async (tx) => {
      const campaign = await campaigns.startCampaign(tx, id);
      if (!campaign) return false;
      const dueTime = dueTimes(campaign, now);
      for (let after = ''; ;) {
        const page = await campaigns.contactsPage(tx, id, after, LEDGER_PAGE);
        if (page.length === 0) break;
        await insertSends(
          tx,
          page.map((contact): NewSend => {
            const due = dueTime(contact);
            return {
              campaignId: id,
              contactId: contact.id,
              phone: contact.phoneNumber,
              ...(due ? { dueAt: due } : { status: 'skipped', skipReason: 'schedule-ended' }),
            };
          }),
        );
        await createCampaignLinks(
          tx,
          id,
          page.map((contact) => contact.id),
          safeRedirect(campaign.redirectUrl) ?? deps.links.defaultRedirect,
        );
        after = page[page.length - 1]!.id;
      }
      return true;
    });
    if (won) started += 1;
  }
  return started;
}

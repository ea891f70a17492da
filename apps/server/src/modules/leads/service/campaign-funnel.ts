import type { CampaignFunnel } from '@roost/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types';
import { campaignRecord, type CampaignCaller } from '../../campaigns';
import { contactsWhoClicked, homeReportsViewed } from '../../links';
import { leads } from '../tables';

/**
 * A campaign's funnel for whoever may see the campaign (its owner, collaborators, managers of its branch): the
 * campaign's own counters for sent and delivered, its links for who clicked and who read their page, and the leads
 * routed to it for who asked and who was won.
 */
export async function campaignFunnel(db: Db, caller: CampaignCaller, campaignId: string): Promise<CampaignFunnel> {
  const campaign = await campaignRecord(db, caller, campaignId);
  const [clicked, pageViewed, [asked], [won]] = await Promise.all([
    contactsWhoClicked(db, campaign.id),
    homeReportsViewed(db, campaign.id),
    db.select({ n: count() }).from(leads).where(eq(leads.campaignId, campaign.id)),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.campaignId, campaign.id), eq(leads.stage, 'won'))),
  ]);
  return {
    sent: campaign.totalSent,
    delivered: campaign.totalDelivered,
    clicked,
    pageViewed,
    asked: Number(asked?.n ?? 0),
    won: Number(won?.n ?? 0),
  };
}

import type { RecentlyTexted } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { campaignNames } from '../../campaigns';
import { recentTextsByCampaign } from '../frequency-repo';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Of these numbers, those the scope's campaigns texted in the last 7 days (they count against the frequency
 * limit, so a new campaign's text to them may wait), and per campaign how many, the most first.
 */
export async function recentlyTexted(
  db: Db,
  scope: string,
  phones: readonly string[],
  now: Date,
): Promise<RecentlyTexted> {
  const rows = await recentTextsByCampaign(db, scope, phones, new Date(now.getTime() - WEEK_MS));
  const perCampaign = new Map<string, number>();
  for (const row of rows) perCampaign.set(row.campaignId, (perCampaign.get(row.campaignId) ?? 0) + 1);
  const names = await campaignNames(db, [...perCampaign.keys()]);
  const campaigns = [...perCampaign]
    .map(([campaignId, numbers]) => ({ campaignId, name: names.get(campaignId) ?? 'a deleted campaign', numbers }))
    .sort((a, b) => b.numbers - a.numbers || a.name.localeCompare(b.name));
  return { numbers: new Set(rows.map((row) => row.phone)).size, campaigns };
}
